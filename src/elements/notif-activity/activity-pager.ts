/**
 * The activity log's pager: the page size, where the page is ("Page 2, events 11 to 20"), Previous and Next (which
 * stay in the tab order when they cannot be used, said so with `aria-disabled`).
 */
import { html, type TemplateResult } from 'lit';
import type { ListNotificationsResponse } from '../../api/types.js';
import type { ActivityLogStrings } from '../../i18n/strings.js';
import { selectedOption } from './selected-option.js';

/** Page sizes the pager offers (the service allows 1 to 50). */
const PAGE_SIZES = [10, 20, 30, 40, 50];

/** What the pager shows, and what its controls do. */
export interface ActivityPager {
  strings: ActivityLogStrings;
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  format(value: number): string;
  onPageSize(event: Event): void;
  /** Goes to page `page` when `allowed`. */
  onPage(page: number, allowed: boolean): void;
}

export function renderPager(
  pager: ActivityPager,
  page: ListNotificationsResponse | undefined,
  pending: boolean,
): TemplateResult {
  const { strings, format, pageSize } = pager;
  const count = Array.isArray(page?.data) ? page.data.length : 0;
  const first = pager.page * pageSize + 1;
  const position =
    count > 0
      ? strings.activityPageStatus(format(pager.page + 1), format(first), format(first + count - 1))
      : strings.activityPageEmpty(format(pager.page + 1));
  const canGoBack = pager.page > 0;
  const canGoOn = !pending && page?.hasMore === true;
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return html`<nav part="pager" aria-label=${strings.activityPager}>
    <label class="page-size">
      <span>${strings.activityPageSize}</span>
      <select part="page-size" @change=${pager.onPageSize}>
        ${sizes.map((size) => selectedOption(size, size === pageSize, format(size)))}
      </select>
    </label>
    <span part="page-status" role="status">${page ? position : ''}</span>
    <span class="pager-buttons">
      <button
        type="button"
        part="previous"
        aria-disabled=${canGoBack ? 'false' : 'true'}
        @click=${() => pager.onPage(pager.page - 1, canGoBack)}
      >
        ${strings.activityPrevious}
      </button>
      <button
        type="button"
        part="next"
        aria-disabled=${canGoOn ? 'false' : 'true'}
        @click=${() => pager.onPage(pager.page + 1, canGoOn)}
      >
        ${strings.activityNext}
      </button>
    </span>
  </nav>`;
}
