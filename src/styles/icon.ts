import { html, type SVGTemplateResult, type TemplateResult } from 'lit';

/**
 * A stroked 24×24 icon. Always decorative (`aria-hidden`): its meaning is in the text next to it, and its shape,
 * not only its colour, tells it apart from the others.
 */
export function icon(paths: SVGTemplateResult, className = 'icon'): TemplateResult {
  return html`<svg
    class=${className}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="1.8"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    ${paths}
  </svg>`;
}
