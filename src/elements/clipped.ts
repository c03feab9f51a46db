import { html, type TemplateResult } from 'lit';
import { TEXT_LIMIT, clipText } from '../utils/clip-text.js';

/**
 * A text field from the service as rendered: whole when it fits the limit, else its start and an ellipsis, with
 * the whole text in the `title` of a span (read on hover and by assistive technology), so nothing becomes unreachable.
 */
export function clipped(text: string, limit: number = TEXT_LIMIT): string | TemplateResult {
  if (text.length <= limit) return text;
  return html`<span class="clipped" title=${text}>${clipText(text, limit)}</span>`;
}
