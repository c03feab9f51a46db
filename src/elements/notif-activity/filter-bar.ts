/**
 * The filter bar of `<notif-activity>`: one labelled control per filter of operation 5, each with its hint and its
 * problems associated (`aria-describedby`, `aria-invalid`), and the reading of the form back into filters.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  emptyFilters,
  fromDateInput,
  splitList,
  toDateInput,
  type ActivityFilters,
  type FilterField,
  type FilterProblem,
  type ProblemField,
} from './filters.js';
import { ACTIVITY_CHANNELS, SEVERITIES } from '../../api/activity-enums.js';
import type { ActivityLogStrings } from '../../i18n/strings.js';

/** What the filter bar shows. */
export interface FilterBarView {
  /** The filters in effect: the controls start from them. */
  filters: ActivityFilters;
  /** What is wrong, by field. */
  problems: ReadonlyMap<ProblemField, FilterProblem[]>;
  strings: ActivityLogStrings;
  onSubmit: (event: SubmitEvent) => void;
  onClear: () => void;
  /** Whether the fields show where the bar is folded behind its "Filters" button (a narrow element). */
  open: boolean;
  /** The "Filters" button's label, with how many filters are in effect: "Filters (2)". */
  toggleLabel: string;
  onToggle: () => void;
}

type TextFieldSpec = {
  field: FilterField;
  label: keyof ActivityLogStrings;
  hint?: keyof ActivityLogStrings;
  inputmode?: string;
};

const LIST_INPUTS: TextFieldSpec[] = [
  { field: 'templates', label: 'activityTemplates', hint: 'activityTemplatesHint' },
  { field: 'emails', label: 'activityEmails', hint: 'activityListHint', inputmode: 'email' },
  { field: 'subscriberIds', label: 'activitySubscriberIds', hint: 'activityListHint' },
];
const TEXT_INPUTS: TextFieldSpec[] = [
  { field: 'transactionId', label: 'activityTransactionId' },
  { field: 'topicKey', label: 'activityTopicKey' },
  { field: 'subscriptionId', label: 'activitySubscriptionId' },
];
const CONTEXT_KEYS: TextFieldSpec = {
  field: 'contextKeys',
  label: 'activityContextKeys',
  hint: 'activityContextKeysHint',
};

const LABELS: Record<FilterField, keyof ActivityLogStrings> = {
  channels: 'activityChannels',
  templates: 'activityTemplates',
  emails: 'activityEmails',
  subscriberIds: 'activitySubscriberIds',
  severity: 'activitySeverity',
  transactionId: 'activityTransactionId',
  topicKey: 'activityTopicKey',
  subscriptionId: 'activitySubscriptionId',
  contextKeys: 'activityContextKeys',
  after: 'activityAfter',
  before: 'activityBefore',
};

/** The label of a filter, in the element's strings. */
export function filterLabel(field: FilterField, strings: ActivityLogStrings): string {
  return strings[LABELS[field]] as string;
}

/** A problem as a sentence that names the field and, for a list, the value. */
export function problemText(field: FilterField, problem: FilterProblem, strings: ActivityLogStrings): string {
  const label = filterLabel(field, strings);
  return problem.value !== undefined
    ? strings.activityValueProblem(label, problem.value, problem.phrase)
    : strings.activityFieldProblem(label, problem.phrase);
}

const controlId = (field: FilterField) => `filter-${field}`;

/**
 * The parts of a field that are not its control: label, hint, problems; and what the control refers to. A field of
 * several controls (`group`) is a fieldset named by its legend, which the hint and problems describe.
 */
function field(
  view: FilterBarView,
  name: FilterField,
  hint: string | undefined,
  control: (aria: { describedBy: string | typeof nothing; invalid: 'true' | 'false' }) => TemplateResult,
  group = false,
): TemplateResult {
  const id = controlId(name);
  const problems = view.problems.get(name) ?? [];
  const describedBy =
    [hint ? `${id}-hint` : '', problems.length > 0 ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing;
  const label = filterLabel(name, view.strings);
  const inside = html`${control({ describedBy: group ? nothing : describedBy, invalid: problems.length > 0 ? 'true' : 'false' })}
  ${hint ? html`<p part="hint" id=${`${id}-hint`}>${hint}</p>` : nothing}
  ${
    problems.length > 0
      ? html`<p part="field-error" id=${`${id}-error`}>
          ${problems.map((problem) => html`<span>${problemText(name, problem, view.strings)}</span> `)}
        </p>`
      : nothing
  }`;
  return group
    ? html`<fieldset part="field" class="field field-${name}" aria-describedby=${describedBy}>
        <legend>${label}</legend>
        ${inside}
      </fieldset>`
    : html`<div part="field" class="field field-${name}"><label for=${id}>${label}</label>${inside}</div>`;
}

/**
 * A filter of several values as a row of checkboxes drawn as chips: each toggles with a click, a tap, or Space, no
 * modifier key, and the row wraps to any width. Checked by attribute, so server-rendered markup says it too
 * (`followSelectedAttributes` makes them follow it after a render).
 */
function checkboxGroup(
  view: FilterBarView,
  name: 'channels' | 'severity',
  options: readonly string[],
  label: (value: string) => string,
): TemplateResult {
  const selected = view.filters[name];
  return field(
    view,
    name,
    view.strings.activityPickSeveral,
    (aria) =>
      html`<div class="choices">
        ${options.map(
          (value) =>
            html`<label part="choice"
              ><input
                type="checkbox"
                name=${name}
                value=${value}
                ?checked=${selected.includes(value)}
                aria-invalid=${aria.invalid}
              />${label(value)}</label
            >`,
        )}
      </div>`,
    true,
  );
}

function textInput(view: FilterBarView, spec: TextFieldSpec, value: string): TemplateResult {
  const hint = spec.hint ? (view.strings[spec.hint] as string) : undefined;
  return field(
    view,
    spec.field,
    hint,
    (aria) =>
      html`<input
        part="input"
        id=${controlId(spec.field)}
        name=${spec.field}
        type="text"
        inputmode=${spec.inputmode ?? nothing}
        autocomplete="off"
        spellcheck="false"
        .value=${value}
        aria-describedby=${aria.describedBy}
        aria-invalid=${aria.invalid}
      />`,
  );
}

function dateInput(view: FilterBarView, name: 'after' | 'before'): TemplateResult {
  return field(
    view,
    name,
    view.strings.activityDateHint,
    (aria) =>
      html`<input
        part="input"
        id=${controlId(name)}
        name=${name}
        type="datetime-local"
        step="1"
        .value=${toDateInput(view.filters[name])}
        aria-describedby=${aria.describedBy}
        aria-invalid=${aria.invalid}
      />`,
  );
}

/**
 * The filter form: Apply sends nothing until every field is valid; Clear empties it and shows every event. In a
 * narrow element (a phone) the fields fold behind a "Filters" button that says how many are in effect.
 */
export function renderFilterBar(view: FilterBarView): TemplateResult {
  const { strings, filters } = view;
  return html`<form
    part="filters"
    class=${view.open ? 'open' : ''}
    novalidate
    aria-label=${strings.activityFilters}
    @submit=${view.onSubmit}
  >
    <button
      type="button"
      part="filters-toggle"
      aria-expanded=${view.open ? 'true' : 'false'}
      @click=${view.onToggle}
    >
      ${view.toggleLabel}
    </button>
    <div class="fields">
      ${checkboxGroup(view, 'channels', ACTIVITY_CHANNELS, strings.activityChannel)}
      ${checkboxGroup(view, 'severity', SEVERITIES, strings.activitySeverityLevel)}
      ${LIST_INPUTS.map((spec) => textInput(view, spec, filters[spec.field as 'templates'].join(', ')))}
      ${TEXT_INPUTS.map((spec) => textInput(view, spec, filters[spec.field as 'transactionId']))}
      ${textInput(view, CONTEXT_KEYS, filters.contextKeys.join(', '))} ${dateInput(view, 'after')}
      ${dateInput(view, 'before')}
    </div>
    <div class="actions">
      <button type="submit" part="apply">${strings.activityApply}</button>
      <button type="button" part="clear" @click=${view.onClear}>${strings.activityClear}</button>
    </div>
  </form>`;
}

/**
 * Reads the form into filters. A date the person has not finished typing reads as empty in the browser, so it
 * is reported in `incomplete` rather than silently dropped. `applied` keeps dates the inputs did not change.
 */
export function readFilterForm(
  form: HTMLFormElement,
  applied: ActivityFilters,
): { filters: ActivityFilters; incomplete: FilterField[] } {
  const filters = emptyFilters();
  const incomplete: FilterField[] = [];
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const data = new FormData(form);
  for (const name of ['channels', 'severity'] as const) filters[name] = data.getAll(name) as string[];
  for (const name of ['templates', 'emails', 'subscriberIds', 'contextKeys'] as const) {
    filters[name] = splitList(control(name)?.value ?? '');
  }
  for (const name of ['transactionId', 'topicKey', 'subscriptionId'] as const) {
    filters[name] = (control(name)?.value ?? '').trim();
  }
  for (const name of ['after', 'before'] as const) {
    const input = control(name) as HTMLInputElement | null;
    if (input?.validity.badInput) incomplete.push(name);
    filters[name] = fromDateInput(input?.value ?? '', applied[name]);
  }
  return { filters, incomplete };
}
