/** Who caused a message, read from its payload as templates commonly name them. No Lit, no DOM. */
import { field, text } from './untrusted.js';

/**
 * The payload fields that name the person who caused a message, as templates commonly write them: `author` and
 * `actor` (a name, or a record with a `name`), `user` (a record with a `name`). Other fields, such as `name`, often
 * name a thing ("Q3 invoices (CSV)", a workspace), whose "initials" would read as a person's.
 */
const PERSON_FIELDS: readonly { key: string; asText: boolean }[] = [
  { key: 'author', asText: true },
  { key: 'actor', asText: true },
  { key: 'user', asText: false },
];

/** The name of the person behind a message, from its payload, or undefined when it names none. */
export function personOf(payload: unknown): string | undefined {
  for (const { key, asText } of PERSON_FIELDS) {
    const value = field(payload, key);
    const name = (asText ? text(value) : undefined) ?? text(field(value, 'name'));
    if (name !== undefined) return name;
  }
  return undefined;
}
