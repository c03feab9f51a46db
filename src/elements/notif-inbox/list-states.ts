/**
 * What the inbox's list shows when it has no rows: rows shaped like messages while it loads, a picture with a word
 * when it is empty or failed (and why it failed), each as high as the list, so the panel never jumps.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { NotifHttpError, NotifNetworkError, NotifTimeoutError } from '../../api/errors.js';
import type { InboxStrings } from '../../i18n/strings.js';
import { ICONS } from '../shared/message-icons.js';

/** Row-shaped placeholders while the first page loads: enough to fill the list, up to a tall phone's whole sheet. */
const SKELETON_ROWS = 16;

/** The loading state: placeholders for the eye, one status for a screen reader. */
export function renderLoading(strings: InboxStrings): TemplateResult {
  return html`<div part="skeleton" aria-hidden="true">
      ${Array.from(
        { length: SKELETON_ROWS },
        () =>
          html`<div class="skeleton-row">
            <span class="skeleton-avatar"></span
            ><span class="skeleton-lines"><span></span><span></span><span></span></span>
          </div>`,
      )}
    </div>
    <span class="visually-hidden" role="status">${strings.loading}</span>`;
}

/** The error state: what failed, why, and Retry. */
export function renderError(
  strings: InboxStrings,
  error: unknown,
  online: boolean,
  retry: () => void,
): TemplateResult {
  return html`<div part="error" role="alert">
    ${errorPicture}
    <p class="state-title">${strings.error}</p>
    <p class="state-hint">${errorReason(strings, error, online)}</p>
    <button part="retry" type="button" @click=${retry}>${strings.retry}</button>
  </div>`;
}

/** The empty state, which a page replaces through the `empty` slot. */
export function renderEmpty(strings: InboxStrings, unreadTab: boolean): TemplateResult {
  return html`<div part="empty">
    <slot name="empty">
      ${emptyPicture}
      <p class="state-title">${unreadTab ? strings.emptyUnread : strings.empty}</p>
      <p class="state-hint">${strings.emptyHint}</p>
    </slot>
  </div>`;
}

/** Why the list could not load, from the error's type and status, so a reader knows whether to wait or to ask. */
function errorReason(strings: InboxStrings, error: unknown, online: boolean): string {
  if (!online || (typeof navigator !== 'undefined' && navigator.onLine === false))
    return strings.errorOffline;
  if (error instanceof NotifHttpError) {
    if (error.status === 404) return strings.errorUnknownSubscriber;
    if (error.status === 401 || error.status === 403) return strings.errorForbidden;
    if (error.status >= 500) return strings.errorServer;
  }
  if (error instanceof NotifNetworkError || error instanceof NotifTimeoutError)
    return strings.errorUnreachable;
  return strings.errorServer;
}

/**
 * The pictures of the empty and error states: an empty tray with a sign above it, drawn with the theme's colours (the
 * muted text colour for lines, the surface and tints of the accent for fills), so they follow light, dark and a
 * page's own tokens.
 */
const statePicture = (sign: SVGTemplateResult) =>
  html`<svg
    part="picture"
    viewBox="0 0 120 96"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
  >
    <circle class="halo" cx="60" cy="48" r="44" stroke="none" />
    <path class="tray" d="M30 56 40 34h40l10 22v16a5 5 0 0 1-5 5H35a5 5 0 0 1-5-5Z" />
    <path d="M30 56h15a15 9 0 0 0 30 0h15" fill="none" />
    ${sign}
  </svg>`;

/** Nothing here: a quiet bell above the tray, the bell of the bell button. */
const emptyPicture = statePicture(svg`<path class="accent" transform="translate(48 11)" d=${ICONS.bell} />`);

/** Could not load: an exclamation mark above the tray. */
const errorPicture = statePicture(svg`<path class="danger" d="M60 16v10m0 5v.5" />`);
