/**
 * The error state the standalone script shows in place of an element whose code could not be fetched: the same
 * `error` and `retry` parts as the elements' own error states, in the element's shadow root. Lit is part of the
 * script, so it renders this too, in the elements' colours (their tokens, so it follows `theme` and dark mode); the
 * style is adopted, as the elements' own are, so a strict CSP allows it. The template goes into a box of its own,
 * `render`'s container. Retry empties the shadow root before fetching again. If the element is defined without
 * Retry (the tag appears anew and its file loads), Lit renders before the shadow root's first child, the box, and so
 * into the part the box already holds: the element's template replaces the error state inside the box.
 */
import { adoptStyles, css, html, render } from 'lit';
import { NotifErrorEvent } from '../events/notif-error.js';
import { loaderStrings } from '../i18n/loader-strings.js';
import { tokens } from '../styles/tokens.js';
import { PROVIDER_TAG } from '../elements/shared/tag-names.js';

const styles = css`
  :host {
    display: block;
  }
  [part~='error'] {
    padding: var(--_space-l);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  [part~='retry'] {
    font: inherit;
    padding: 4px 12px;
    cursor: pointer;
  }
`;

/**
 * Shows the error state in `element` and fires `notif-error` (operation `load`) from it; `retry` runs when the
 * Retry button is pressed, after the error state is cleared.
 */
export function showLoadFailure(element: HTMLElement, error: Error, retry: () => unknown): void {
  // <notif-provider> shows its children: a shadow root would hide the page's content, so it only reports.
  if (element.localName !== PROVIDER_TAG) {
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const box = document.createElement('div');
    const onRetry = () => {
      root.replaceChildren();
      retry();
    };
    render(
      html`<div part="error" role="alert">
        <p>${loaderStrings.loadFailed}</p>
        <button type="button" part="retry" @click=${onRetry}>${loaderStrings.retry}</button>
      </div>`,
      box,
    );
    adoptStyles(root, [tokens, styles]);
    root.replaceChildren(box);
  }
  element.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
}
