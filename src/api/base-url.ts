/**
 * The one rule for a base URL, the prefix of every request (`<baseUrl>/v1/…`), and its one check, which the client,
 * the headless feed (and so the elements, whose connections the client makes) and the proxy share
 * (docs/architecture.md, "Configuration"). A base URL is an `http:` or `https:` URL, or a path on this page's origin
 * such as `/api/notif` (a backend running `createInboxProxy`), or empty for this page's origin; never with a query or a
 * fragment, which `/v1/…` would land in. A server has no page origin to complete a path with, so the proxy asks for an
 * absolute URL.
 *
 * A path is read as the browser's URL parser reads it, not by its raw characters: the parser takes `\` for `/` and
 * drops tabs and newlines, so `/\host` or `/<TAB>/host` is `//host`, another origin. So `\` and ASCII control
 * characters are refused anywhere: what is left is read by the parser as it reads.
 */
import { invalid } from './errors.js';

/** What is wrong with a string that is neither an `http(s)` URL nor a path. */
export const NOT_A_BASE_URL =
  'must be an http(s) URL such as https://api.example.com, a path such as /api/notif, or empty';

/** What is wrong with `value` as a base URL, as a phrase that follows its name; undefined when nothing is. */
export function baseUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be a string';
  // The URL parser reads `\` as `/` and drops tabs and newlines: what the raw text seems to say is not what is sent.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return 'must have no backslash or control character';
  if (/[?#]/.test(value)) return 'must have no query or fragment';
  // A path on this origin, or empty; `//host` is another origin without its scheme.
  if (/^(\/(?!\/)|$)/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return NOT_A_BASE_URL;
  }
  return /^https?:$/.test(url.protocol) ? undefined : 'must use http: or https:';
}

/**
 * A base URL in its one spelling, the prefix of requests: without trailing slashes, so `https://api.example.com/` and
 * `https://api.example.com` are one configuration, one session and one place in storage (docs/architecture.md,
 * "Configuration"). Any string may be spelled so: one with a problem keeps it, for the check to name.
 */
export const spelledBaseUrl = (value: string): string => value.replace(/\/+$/, '');

/** `value` as the prefix of requests, or a `NotifValidationError` naming `baseUrl` and what is wrong with it. */
export function checkBaseUrl(value: unknown): string {
  const problem = baseUrlProblem(value);
  if (problem) throw invalid('baseUrl', problem);
  return spelledBaseUrl(value as string);
}
