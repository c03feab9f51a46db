/**
 * The error state the standalone script shows in place of an element whose code could not be fetched: the same
 * `error` and `retry` parts as the elements' own error states, in the element's shadow root, with plain DOM so that
 * it works when Lit itself is what failed to load. Lit reuses that shadow root once the element is defined.
 */
import { NotifErrorEvent } from '../events/notif-error.js';
import { loaderStrings } from '../i18n/loader-strings.js';

const STYLE = `:host{display:block}
[part~=error]{padding:16px;border:1px solid var(--notif-color-border,#d1d5db);border-radius:var(--notif-radius-medium,8px);
color:var(--notif-color-text,#111827);background:var(--notif-color-surface,#fff)}
[part~=retry]{font:inherit;padding:4px 12px;cursor:pointer}`;

/**
 * Shows the error state in `element` and fires `notif-error` (operation `load`) from it; `retry` runs when the
 * Retry button is pressed, after the error state is cleared.
 */
export function showLoadFailure(element: HTMLElement, error: Error, retry: () => void): void {
  // <notif-provider> shows its children: a shadow root would hide the page's content, so it only reports.
  if (element.localName !== 'notif-provider') {
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    const box = document.createElement('div');
    box.setAttribute('part', 'error');
    box.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = loaderStrings.loadFailed;
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('part', 'retry');
    button.textContent = loaderStrings.retry;
    button.addEventListener('click', () => {
      root.replaceChildren();
      retry();
    });
    box.append(text, button);
    root.replaceChildren(style, box);
  }
  element.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
}
