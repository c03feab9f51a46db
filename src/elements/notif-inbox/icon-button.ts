import { html, type TemplateResult } from 'lit';
import { icon } from '../../styles/icon.js';

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

/** A cross: closes the phone's sheet, clears the selection. */
export const crossIcon = icon('M6 6l12 12M18 6 6 18');
