import { html } from 'lit';

/**
 * A polite live region, the inbox's and the toasts': where an element says what arrived. The inbox's sits outside
 * its panel, so it speaks while the popover is closed. It is rendered from the first render on (a region created at the moment of a change is not read). Visually hidden,
 * never `display: none`, which would silence it. Each announcement gets a node of its own, so the same sentence
 * twice in a row is read twice: consecutive announcements (`serial`) alternate between two templates, and Lit
 * replaces the DOM of a part whose template changed (no `keyed` directive needed).
 */
export function renderLiveRegion(text: string, serial: number) {
  return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
    ${serial % 2 === 0 ? evenAnnouncement(text) : oddAnnouncement(text)}
  </div>`;
}

const evenAnnouncement = (text: string) => html`<span>${text}</span>`;
const oddAnnouncement = (text: string) => html`<span data-odd>${text}</span>`;
