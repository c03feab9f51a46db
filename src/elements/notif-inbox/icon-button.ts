import { html, type TemplateResult } from 'lit';

/**
 * A square button with an icon (the inbox's header, the selection's bar): its name is both its accessible name and the
 * tooltip the inbox's styles show under it on hover and keyboard focus (`[data-tooltip]`).
 */
export function iconButton(
  part: string,
  name: string,
  drawing: TemplateResult,
  run: () => void,
): TemplateResult {
  return html`<button
    type="button"
    part=${part}
    class="icon-button"
    aria-label=${name}
    data-tooltip=${name}
    @click=${run}
  >
    ${drawing}
  </button>`;
}
