/**
 * Text of the activity log made readable on a narrow screen: identifiers that may break between their parts rather
 * than anywhere, and the service's sentences with their ISO dates written in the reader's locale.
 */
import { html, type TemplateResult } from 'lit';
import { formatDateTime } from './activity-format.js';

/** Past this many characters without a separator, an identifier may break every {@link CHUNK} characters. */
const LONG_RUN = 12;
const CHUNK = 8;

/** `id` with break opportunities after its separators (`-`, `_`, `:`, `.`, `/`) and inside long runs of characters. */
export function breakable(id: string): TemplateResult {
  const pieces: string[] = [];
  for (const part of id.split(/(?<=[-_:./])/)) {
    if (part.length <= LONG_RUN) pieces.push(part);
    else for (let at = 0; at < part.length; at += CHUNK) pieces.push(part.slice(at, at + CHUNK));
  }
  return html`${pieces.map((piece, index) => (index === 0 ? piece : html`<wbr />${piece}`))}`;
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\b/g;

/** `sentence` with every ISO date in it written as a date of `locale` ("Delayed until 27 Nov 2026, 08:20:10"). */
export function withLocalDates(sentence: string, locale?: string): TemplateResult {
  const parts: (string | TemplateResult)[] = [];
  let last = 0;
  for (const match of sentence.matchAll(ISO_DATE)) {
    const shown = formatDateTime(match[0], locale);
    if (!shown) continue;
    parts.push(sentence.slice(last, match.index), html`<time datetime=${match[0]}>${shown}</time>`);
    last = match.index + match[0].length;
  }
  parts.push(sentence.slice(last));
  return html`${parts}`;
}
