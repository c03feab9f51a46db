import { html, type TemplateResult } from 'lit';

/**
 * A stroked 24×24 icon. Always decorative (`aria-hidden`): its meaning is in the text next to it, and its shape,
 * not only its colour, tells it apart from the others.
 *
 * Its drawing is one path's data, every stroke of it (a circle or a rounded box written as arcs): one path and no
 * template inside the icon, so an icon is two nodes of the DOM, on every row that shows one (docs/budgets.md). It
 * has no `focusable="false"`: only Internet Explorer and the Edge before Chromium made an SVG a tab stop, and neither
 * runs custom elements.
 */
export function icon(drawing: string, className = 'icon'): TemplateResult {
  return html`<svg
    class=${className}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="1.8"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
  >
    <path d=${drawing} />
  </svg>`;
}
