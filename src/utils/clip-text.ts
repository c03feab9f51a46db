/**
 * How much of one text field from the service is rendered. Laying out a long unbroken text with
 * `overflow-wrap: anywhere` costs time that grows faster than its length (a 1 MiB subject took 26 s), and another
 * service than the local API may send any length; so each field shows its first characters and keeps the rest
 * reachable (in a `title`, or a "more" control).
 */
import { html, type TemplateResult } from 'lit';
import { TEXT_LIMIT, clipText } from './clip-limits.js';

export { CODE_LIMIT, NAME_LIMIT, TEXT_LIMIT, clipText } from './clip-limits.js';

/**
 * A text field from the service as rendered: whole when it fits the limit, else its start and an ellipsis, with
 * the whole text in the `title` of a span (read on hover and by assistive technology), so nothing becomes unreachable.
 */
export function clipped(text: string, limit: number = TEXT_LIMIT): string | TemplateResult {
  if (text.length <= limit) return text;
  return html`<span class="clipped" title=${text}>${clipText(text, limit)}</span>`;
}
