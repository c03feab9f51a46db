/**
 * The filters of the activity log and their three forms: the model the filter bar edits, the query of operation 5
 * that the client sends, and the query-string text kept in the `filters` attribute and the URL hash. What is valid
 * is decided once, by the client's own checks (`listNotificationsQuery`): this module only says which field a
 * problem belongs to, so the filter bar can show it next to that field.
 */
import { check } from '../../api/checks.js';
import { sentenceOf, type ValidationIssue } from '../../api/errors.js';
import { listNotificationsQuery } from '../../api/rules/events.js';
import { LIMITS } from '../../api/limits.js';
import type { ListNotificationsQuery } from '../../api/types.js';

/** The filters that hold several values, in the order of the spec. */
export const LIST_FIELDS = [
  'channels',
  'templates',
  'emails',
  'subscriberIds',
  'severity',
  'contextKeys',
] as const;
/** The filters that hold one value. `after` and `before` are ISO 8601 texts. */
export const TEXT_FIELDS = ['transactionId', 'topicKey', 'subscriptionId', 'after', 'before'] as const;
/** Every filter of operation 5 except the deprecated `search`, in the order of the spec. */
export const FILTER_FIELDS = [
  'channels',
  'templates',
  'emails',
  'subscriberIds',
  'severity',
  'transactionId',
  'topicKey',
  'subscriptionId',
  'contextKeys',
  'after',
  'before',
] as const;

export type ListField = (typeof LIST_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];
export type FilterField = (typeof FILTER_FIELDS)[number];
/** A field a problem can belong to: a filter, or the paging of the list. */
export type ProblemField = FilterField | 'page' | 'limit';

/**
 * What the filter bar holds. Values are kept as given (strings), even wrong ones such as a channel `fax` from a
 * shared link, so that the problem can be shown rather than the value silently dropped.
 */
export type ActivityFilters = { [K in ListField]: string[] } & { [K in TextField]: string };

/** One thing wrong with the filters, as a phrase without the field's name ("must have the form type:id"). */
export interface FilterProblem {
  /** The field it concerns; undefined when it concerns none in particular. */
  field: ProblemField | undefined;
  /** The value it concerns: one value of a list field, or the text of a single-value field. */
  value?: string;
  /** What is wrong, led by a verb: the schema's or the service's own words. */
  phrase: string;
}

/** A query ready to send, or what is wrong with the filters. */
export type Plan =
  { ok: true; query: ListNotificationsQuery; key: string } | { ok: false; problems: FilterProblem[] };

/** The view a shared link restores: filters, page and page size. */
export interface ActivityView {
  filters: ActivityFilters;
  page?: number;
  limit?: number;
  /** The event whose detail is open. */
  event?: string;
}

const isField = (name: string): name is FilterField => (FILTER_FIELDS as readonly string[]).includes(name);
const isListField = (name: string): name is ListField => (LIST_FIELDS as readonly string[]).includes(name);
/** Whether a filter holds something: a value in its list, or a text. */
const isSet = (value: string | string[]) => (Array.isArray(value) ? value.length > 0 : value !== '');

/** Filters with nothing set. */
export function emptyFilters(): ActivityFilters {
  return Object.fromEntries([
    ...LIST_FIELDS.map((field) => [field, []]),
    ...TEXT_FIELDS.map((field) => [field, '']),
  ]) as ActivityFilters;
}

/** Whether any filter is set. */
export function hasFilters(filters: ActivityFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many filters have a value (a filter of several values counts once). */
export function activeFilterCount(filters: ActivityFilters): number {
  return FILTER_FIELDS.filter((field) => isSet(filters[field])).length;
}

/** The values of a comma-separated text, trimmed, without empty ones. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Adds `value` to the list field or sets the text field `key`; other keys are not filters and are ignored. */
function assign(filters: ActivityFilters, rawKey: string, value: string): void {
  const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
  if (!isField(key)) return;
  if (isListField(key)) {
    const trimmed = value.trim();
    if (trimmed !== '') filters[key].push(trimmed);
  } else {
    filters[key] = value.trim();
  }
}

function paramsOf(text: string): URLSearchParams {
  return new URLSearchParams(text.trim().replace(/^[?#]/, ''));
}

/**
 * Reads the query-string form (`channels=email&channels=sms&transactionId=txn-1`), as operation 5 reads its
 * query: repeated keys or `key[]` for lists. Keys that are not filters (`page`, `search`, anything else) are
 * ignored; values are kept as given, so that a wrong one can be reported.
 */
export function parseFilters(text: string | null | undefined): ActivityFilters {
  const filters = emptyFilters();
  for (const [key, value] of paramsOf(text ?? '')) assign(filters, key, value);
  return filters;
}

function appendFilters(params: URLSearchParams, filters: ActivityFilters): void {
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (Array.isArray(value)) for (const item of value) params.append(field, item);
    else if (value !== '') params.append(field, value);
  }
}

/** The query-string form of `filters`, in the spec's order, without empty filters: `''` when none is set. */
export function serializeFilters(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  appendFilters(params, filters);
  return params.toString();
}

/** Reads a whole view: the filters plus `page`, `limit` and the open `event` (whole numbers only). */
export function parseView(text: string): ActivityView {
  const params = paramsOf(text);
  const view: ActivityView = { filters: parseFilters(text) };
  const page = params.get('page');
  const limit = params.get('limit');
  const event = params.get('event');
  if (page !== null && /^\d+$/.test(page)) view.page = Number(page);
  if (limit !== null && /^\d+$/.test(limit)) view.limit = Number(limit);
  if (event !== null && event.trim() !== '') view.event = event.trim();
  return view;
}

/**
 * The text of a whole view: `page` only past the first, `limit` whenever given (a link without one keeps the
 * reader's own page size).
 */
export function serializeView(view: ActivityView): string {
  const params = new URLSearchParams();
  appendFilters(params, view.filters);
  if (view.page !== undefined && view.page !== LIMITS.page.default) params.append('page', String(view.page));
  if (view.limit !== undefined) params.append('limit', String(view.limit));
  if (view.event) params.append('event', view.event);
  return params.toString();
}

/** The query of operation 5 for these filters and this page: empty filters are left out. */
export function toQuery(filters: ActivityFilters, page: number, limit: number): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of FILTER_FIELDS) {
    if (isSet(filters[field])) query[field] = filters[field];
  }
  query.page = page;
  query.limit = limit;
  return query;
}

/**
 * The problem of the filter an issue's path points at (`contextKeys.1`: the field, then the index in a list), or of
 * no field when the path names none. `values` gives the value a list index points at.
 */
function problemAt(issue: ValidationIssue, values: ActivityFilters | undefined): FilterProblem {
  const [name = '', index] = issue.path.split('.');
  if (!(isField(name) || name === 'page' || name === 'limit')) {
    return { field: undefined, phrase: sentenceOf(issue) };
  }
  const problem: FilterProblem = { field: name, phrase: issue.message };
  if (name === 'page' || name === 'limit' || !values) return problem;
  const position = index !== undefined && /^\d+$/.test(index) ? Number(index) : undefined;
  const value = isListField(name)
    ? position === undefined
      ? undefined
      : values[name][position]
    : values[name];
  // The value is named too: a date input cannot show a text that is not a date, such as one from a link.
  if (value !== undefined && value !== '') problem.value = value;
  return problem;
}

/** The client's own issues with the filters (`NotifValidationError.issues`), as problems of their fields. */
export function problemsOfIssues(
  issues: readonly ValidationIssue[],
  values?: ActivityFilters,
): FilterProblem[] {
  return issues.map((issue) => problemAt(issue, values));
}

const SENTENCE = /^(\S+?)\s+([\s\S]+)$/;

/**
 * The service's refusal (docs/decisions.md#errors: a 400 `message` is a string or a list of strings, each led by the field's
 * path: `contextKeys.1 must have the form type:id`) as problems of their fields; a sentence that names no field is
 * a problem of none.
 */
export function problemsOf(sentences: readonly string[], values?: ActivityFilters): FilterProblem[] {
  return sentences.map((sentence) => {
    const match = SENTENCE.exec(sentence.trim());
    const problem = match ? problemAt({ path: match[1]!, message: match[2]! }, values) : undefined;
    return problem?.field ? problem : { field: undefined, phrase: sentence };
  });
}

/**
 * Checks the query these filters make with the client's own schema. A valid one comes with a `key` that is the
 * same for the same query, so a list is loaded again only when the query really changed.
 */
export function planQuery(filters: ActivityFilters, page: number, limit: number): Plan {
  const result = check<ListNotificationsQuery>(
    listNotificationsQuery,
    toQuery(filters, page, limit),
    'query',
  );
  if (!result.ok) return { ok: false, problems: problemsOfIssues(result.issues, filters) };
  return { ok: true, query: result.value, key: JSON.stringify(result.value) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The value a `datetime-local` input shows for an ISO 8601 timestamp, in the browser's time zone and to the
 * second; `''` for a text that is not a date (the problem is reported next to the field instead).
 */
export function toDateInput(iso: string): string {
  if (iso === '') return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const d = new Date(time);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * The ISO 8601 timestamp (UTC) of a `datetime-local` value, read in the browser's time zone. `previous` is the
 * filter's current text: when the input still shows it, it is kept as it was (with its milliseconds or zone).
 */
export function fromDateInput(local: string, previous = ''): string {
  if (local === '') return '';
  const time = new Date(local).getTime();
  if (Number.isNaN(time)) return local;
  const before = Date.parse(previous);
  // The input shows whole seconds: the same second means the person did not change it.
  if (!Number.isNaN(before) && Math.floor(before / 1000) === Math.floor(time / 1000)) return previous;
  return new Date(time).toISOString();
}
