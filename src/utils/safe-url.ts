/**
 * The one check every URL from the API passes before it becomes a link, an image or a navigation (DESIGN §6):
 * `http:`, `https:` and relative URLs are kept; every other scheme (`javascript:`, `data:`, `vbscript:`, …) is dropped.
 */

/** What a URL from the API may be used as: undefined when it must not be used at all. */
export interface SafeUrl {
  /** The absolute URL, resolved against the page. */
  href: string;
  /** Whether it leaves the page's origin (opened with `rel="noopener noreferrer"`). */
  external: boolean;
}

/** Characters browsers strip from URLs before reading the scheme, which attackers use to hide `javascript:`. */
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/** Checks a URL from the API against the page's base URL. */
export function safeUrl(
  value: unknown,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): SafeUrl | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(IGNORED, '');
  if (trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const origin = new URL(base).origin;
  return { href: url.href, external: url.origin !== origin };
}
