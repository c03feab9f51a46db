/**
 * What the activity log says when something went wrong: the error state of a list or an event that failed to load
 * (with its Retry, which a refusal of the filters has not: sending them again would be refused again), and the
 * summary of the filters that need fixing, which lists the problems no filter field shows (the paging's).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ActivityLogStrings } from '../../i18n/strings.js';
import { asError } from '../../utils/as-error.js';
import type { FilterProblem } from './filters.js';
import { refusal } from './refusal.js';

/** Paging is not a filter field: its problems (a page size over 50 from an attribute) have no field to show them. */
const unplaced = (problem: FilterProblem) =>
  problem.field === undefined || problem.field === 'page' || problem.field === 'limit';

/**
 * The error state of a failed load: `title` says what failed, unless the service refused filters that a field
 * shows the problem of; `retry` loads again.
 */
export function renderError(
  strings: ActivityLogStrings,
  error: unknown,
  retry: () => void,
  title: string,
  problems: FilterProblem[],
): TemplateResult {
  const refused = refusal(error) !== undefined;
  const placed = problems.some((problem) => !unplaced(problem));
  return html`<div part="error" role="alert">
    <p class="error-title">${refused && placed ? strings.activityRejected : title}</p>
    <p class="error-detail">${asError(error).message}</p>
    ${refused ? nothing : html`<button type="button" part="retry" @click=${retry}>${strings.retry}</button>`}
  </div>`;
}

/** How many filters need fixing, with the problems of the paging listed. */
export function renderProblemSummary(
  strings: ActivityLogStrings,
  problems: FilterProblem[],
): TemplateResult | typeof nothing {
  if (problems.length === 0) return nothing;
  const listed = problems.filter(unplaced);
  return html`<div part="problems" role="alert">
    <p>${strings.activityInvalid(problems.length)}</p>
    ${
      listed.length > 0
        ? html`<ul>
            ${listed.map((problem) => html`<li>${pagingProblem(strings, problem)}</li>`)}
          </ul>`
        : nothing
    }
  </div>`;
}

/** A problem of the paging, led by the name of its control ("Page size must not be greater than 50"). */
function pagingProblem(strings: ActivityLogStrings, problem: FilterProblem): string {
  if (problem.field === 'limit')
    return strings.activityFieldProblem(strings.activityPageSize, problem.phrase);
  if (problem.field === 'page') return strings.activityFieldProblem(strings.activityPage, problem.phrase);
  return problem.phrase;
}
