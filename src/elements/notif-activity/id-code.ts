/**
 * An identifier in the activity log's table (a transaction id, a subscriber id): whole on its line, never broken at
 * its hyphens, cut short with an ellipsis where its column is narrower, with the whole id in its title. Its text is
 * the whole id, so a screen reader reads all of it.
 */
import { html, type TemplateResult } from 'lit';
import { clipped } from '../../utils/clip-text.js';

export function idCode(id: string, className = ''): TemplateResult {
  return html`<code class="id ${className}" title=${id}>${clipped(id)}</code>`;
}
