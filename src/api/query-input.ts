/**
 * A query string read as the input of a `record` rule, so that `?limit=500` is checked by the same rule, and
 * refused with the same sentence, as `{ limit: 500 }`: the local API reads its requests' queries with it. Only the
 * shape is decided here, by the rule's fields: a list from a repeated key (or `key[]`), an integer or `true`/`false`
 * where the field wants one (`queryText`). Every judgement of the values stays with the rule, so a text that is not
 * a number reaches it as a text, and a key given twice where one value belongs reaches it as a list.
 */
import type { Rule } from './checks.js';

const INTEGER = /^-?\d+$/;

/** The value `text` stands for in a field of `rule`, or the text itself when it stands for none. */
function valueOf(text: string, rule: Rule | undefined): unknown {
  if (rule?.queryText === 'integer' && INTEGER.test(text)) return Number(text);
  if (rule?.queryText === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The texts of `params` by key (`key[]` is `key`), read into the values `rule`'s fields check. */
export function queryInput(rule: Rule, params: URLSearchParams): Record<string, unknown> {
  const texts = new Map<string, string[]>();
  for (const [name, text] of params) {
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    texts.set(key, [...(texts.get(key) ?? []), text]);
  }
  const fields = rule.fields ?? {};
  // No prototype: a key such as `__proto__` becomes a field of its own, which the rule then refuses by name.
  const input: Record<string, unknown> = Object.create(null);
  for (const [key, given] of texts) {
    const field = Object.hasOwn(fields, key) ? fields[key] : fields[`?${key}`];
    if (field?.item) input[key] = given.map((text) => valueOf(text, field.item));
    else
      input[key] = given.length === 1 ? valueOf(given[0]!, field) : given.map((text) => valueOf(text, field));
  }
  return input;
}
