import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';

/**
 * The inbox's polite live region. It sits outside the panel, so it speaks while the popover is closed, and is
 * rendered from the first render on (a region created at the moment of a change is not read). Visually hidden,
 * never `display: none`, which would silence it. Each announcement gets a node of its own (`serial`), so the same
 * sentence twice in a row is read twice.
 */
export function renderLiveRegion(text: string, serial: number) {
  return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
    ${keyed(serial, html`<span>${text}</span>`)}
  </div>`;
}
