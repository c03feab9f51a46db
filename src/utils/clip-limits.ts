/**
 * The clipping limits of text from the service, and the clipping itself, without Lit: what the store clips (an
 * arrival's subject, said in a live region) uses this alone, so the headless feed carries no Lit. `clip-text.ts` adds
 * the rendered form.
 */

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
