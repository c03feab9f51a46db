/**
 * The one check every URL from the API passes before it becomes a link, an image or a navigation
 * (docs/security.md): `http:`, `https:` and relative URLs are kept; every other scheme (`javascript:`, `data:`,
 * `vbscript:`, …) is dropped.
 */

/** What a URL from the API may be used as: undefined when it must not be used at all. */
export interface SafeUrl {
  /** The absolute URL, resolved against the page. */
  href: string;
  /** Whether it leaves the page's origin (opened with `rel="noopener noreferrer"`). */
  external: boolean;
}

/**
 * Control characters and spaces at either end, which the URL parser strips (attackers pad `javascript:` with them).
 */
// eslint-disable-next-line no-control-regex
const PADDING = /^[\u0000-\u0020\u007f-\u009f]+|[\u0000-\u0020\u007f-\u009f]+$/g;

/** Tabs and newlines anywhere, which the URL parser removes: `java\tscript:` reads as `javascript:`. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * Any other control character left inside. Browsers' URL parsers do not all read these alike (a NUL inside a
 * scheme), so such a URL is refused here, before parsing, the same in every browser.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Checks a URL from the API against the page's base URL. */
export function safeUrl(
  value: unknown,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): SafeUrl | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(PADDING, '').replace(TAB_OR_NEWLINE, '');
  if (trimmed === '' || CONTROL.test(trimmed)) return undefined;
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
