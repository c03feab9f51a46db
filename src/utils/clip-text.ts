/**
 * How much of one text field from the service is rendered. Laying out a long unbroken text with
 * `overflow-wrap: anywhere` costs time that grows faster than its length (a 1 MiB subject took 26 s), and another
 * service than the local API may send any length; so each field shows its first characters and keeps the rest
 * reachable (in a `title`, or a "more" control).
 */
import { html, type TemplateResult } from 'lit';

/** Characters shown of a one-line or paragraph field: a subject, a paragraph, a name, an id. */
export const TEXT_LIMIT = 1000;
/** Characters of a text from the service inside an accessible name (a group's workflow, a checkbox's message). */
export const NAME_LIMIT = 100;
/** Characters shown of a block of code or JSON (a payload, a provider's raw output). */
export const CODE_LIMIT = 20_000;

/** The first `limit` characters of `text` and an ellipsis, never cutting a surrogate pair; `text` when it fits. */
export function clipText(text: string, limit: number = TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  let end = limit;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * A text field from the service as rendered: whole when it fits the limit, else its start and an ellipsis, with
 * the whole text in the `title` of a span (read on hover and by assistive technology), so nothing becomes unreachable.
 */
export function clipped(text: string, limit: number = TEXT_LIMIT): string | TemplateResult {
  if (text.length <= limit) return text;
  return html`<span class="clipped" title=${text}>${clipText(text, limit)}</span>`;
}
