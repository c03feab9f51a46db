import {
  html,
  isServer,
  nothing,
  type PropertyValues,
  type TemplateResult,
  type PropertyDeclarations,
} from 'lit';
import { ActivityLoading } from './activity-loading.js';
import { ActivityClientController } from './activity-client.js';
import { HashSync } from './hash-sync.js';
import {
  activeFilterCount,
  emptyFilters,
  hasFilters,
  parseFilters,
  parseView,
  planQuery,
  serializeFilters,
  serializeView,
  type ActivityFilters,
  type FilterProblem,
  type ProblemField,
} from './filters.js';
import { filtersConverter } from './filters-converter.js';
import { renderError, renderProblemSummary } from './activity-errors.js';
import { RowFocus } from './row-focus.js';
import { DetailCode } from './detail-code.js';
import { renderTable, type ActivityTable } from './activity-table.js';
import { statusStyles } from '../shared/status-styles.js';
import type { ActivityNotification } from '../../api/types.js';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { activityStrings } from '../../i18n/activity-strings.js';
import { tokens } from '../../styles/tokens.js';
import { formatNumber } from '../../utils/number-format.js';
import { loose, text } from '../../utils/untrusted.js';
import { clipped } from '../../utils/clip-text.js';
import { NotifServiceConfigurable } from '../shared/configurable.js';
import type { ActivityLogStrings } from '../../i18n/strings.js';
import { NotifElement } from '../shared/notif-element.js';
import { renderFilterBar, readFilterForm } from './filter-bar.js';
import { followSelectedAttributes } from './selected-option.js';
import { renderPager } from './activity-pager.js';
import { styles } from './notif-activity.styles.js';
import { ACTIVITY_TAG } from '../shared/tag-names.js';

/** The prefix of the URL hash this element reads and writes with `sync-hash`: `#activity?channels=email&limit=10`. */
const HASH_PREFIX = '#activity';

/**
 * @summary The event log of an environment (operations 5 and 6): a filter bar for every filter of the list, a
 * table of events with pages of 10 to 50, and the detail of an opened event with each job's execution timeline, in a
 * drawer that closes with Escape, its Close button or a click beside it, giving the focus back to the event's row.
 *
 * For trusted pages only (support and engineering tools): it needs an `api-key` or a session `token`, and says so
 * when it has neither. The filters in effect are reflected in the `filters` attribute (a query string) and, with
 * `sync-hash`, in the page's URL hash (`#activity?…`), so a view can be shared as a link. Filters are checked with
 * the client's own schema before anything is sent; a wrong value, or a 400 of the service, is shown next to its
 * field.
 *
 * @fires {NotifErrorEvent} notif-error - Loading the list (`operation: 'list-notifications'`) or an event (`'get-notification'`) failed, or the client refused the configuration (`'configure'`, a `NotifValidationError` naming the field: `baseUrl`, `apiKey` or `token`; nothing is sent).
 *
 * @csspart base - The wrapper of everything.
 * @csspart filters - The filter form.
 * @csspart filters-toggle - The "Filters" button, with the number in effect, that shows the fields of a narrow log (a phone), where they fold behind it.
 * @csspart field - One filter: its label (a fieldset's legend for Channels and Severity), control, hint and error.
 * @csspart input - Every text and date control of the filter form.
 * @csspart choice - One value of the Channels or Severity filter: a checkbox with its name, drawn as a chip that wraps.
 * @csspart hint - The hint under a filter.
 * @csspart field-error - What is wrong with a filter.
 * @csspart apply - The "Apply filters" button.
 * @csspart clear - The "Clear filters" button.
 * @csspart problems - The summary of the filters that need fixing.
 * @csspart results - The region of the table, its states and the pager.
 * @csspart table - The table of events.
 * @csspart row - Each event's row (also `row-open` on the opened one).
 * @csspart status - The status of an event: icon and text.
 * @csspart loading - The loading text.
 * @csspart empty - The empty state.
 * @csspart error - The error state.
 * @csspart retry - The Retry button of an error state.
 * @csspart notice - The notice shown without credentials.
 * @csspart pager - The pager: page size, position, Previous and Next.
 * @csspart page-size - The page size select.
 * @csspart page-status - The position text ("Page 2, events 11 to 20").
 * @csspart previous - The Previous button.
 * @csspart next - The Next button.
 * @csspart detail - The drawer of the opened event: a modal dialog at the inline end, a sheet from the bottom on a phone.
 * @csspart detail-title - The heading of the opened event.
 * @csspart close - The button that closes the opened event.
 * @csspart event - The `<notif-activity-detail>` of the opened event (style its inside through its own parts).
 *
 * @cssprop --notif-activity-background - Background of the element. Default: the surface colour.
 * @cssprop --notif-activity-border-color - Borders of the filter bar, table and detail. Default: the border colour.
 * @cssprop --notif-activity-radius - Corner radius of the panels. Default: the medium radius.
 * @cssprop --notif-activity-row-hover - Background of a row under the pointer. Default: the hover surface colour.
 * @cssprop --notif-activity-row-open - Background of the opened row. Default: the raised surface colour.
 * @cssprop --notif-activity-field-width - Narrowest width of a filter field. Default: 15rem.
 *
 * @tagname notif-activity
 */
export class NotifActivity extends NotifServiceConfigurable(NotifElement) {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = ACTIVITY_TAG;
  static override styles = [tokens, statusStyles, styles];
  static override properties: PropertyDeclarations = {
    formProblems: { state: true },
    openedWithoutId: { state: true },
    filtersOpen: { state: true },
    filters: { reflect: true, converter: filtersConverter },
    page: { type: Number },
    pageSize: { type: Number, attribute: 'page-size' },
    eventId: { reflect: true, attribute: 'event-id' },
    syncHash: { type: Boolean, attribute: 'sync-hash' },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  /** @internal The built-in strings it shows, in English. */
  override readonly englishStrings: ActivityLogStrings = activityStrings;

  readonly #api = new ActivityClientController(this.configuration);

  readonly #hash = new HashSync(this, {
    prefix: HASH_PREFIX,
    enabled: () => this.syncHash,
    current: () =>
      serializeView({
        filters: parseFilters(this.filters),
        page: this.page,
        limit: this.pageSize,
        event: this.eventId,
      }),
    apply: (text) => {
      const view = parseView(text);
      this.filters = serializeFilters(view.filters);
      this.page = view.page ?? 0;
      this.pageSize = view.limit ?? this.pageSize; // a link without a page size keeps the reader's
      this.eventId = view.event;
    },
  });

  readonly #loading = new ActivityLoading(this, {
    client: () => this.#api.client,
    filters: () => this.filters,
    page: () => this.page,
    pageSize: () => this.pageSize,
    eventId: () => this.eventId,
    onError: (operation, error) => this.dispatchEvent(new NotifErrorEvent({ operation, error })),
  });

  readonly #detailCode = new DetailCode(this);

  readonly #focus = new RowFocus(this, {
    rowsKey: () => `${this.filters}\n${this.page}\n${this.pageSize}`,
    count: () => this.#loading.rows.length,
    open: (index) => this.#open(index),
  });

  /** Problems of the last submitted form, which was not applied. */
  declare private formProblems?: FilterProblem[];
  /** An opened event that has no `_id`, so operation 6 cannot fetch it: shown as the list gave it. */
  declare private openedWithoutId?: ActivityNotification;
  /** Whether the filters show where they fold behind their button (a narrow element). */
  private filtersOpen = false;

  /** The filters in effect, as operation 5's query string (`channels=email&channels=sms&transactionId=…`). */
  filters = '';
  /** The page shown, from 0. */
  page = 0;
  /** Events per page, 1–50 (the pager offers 10 to 50). */
  pageSize = 10;
  /** The `_id` of the event whose detail is open. */
  declare eventId?: string;
  /** Keep the view in the URL hash (`#activity?…`) too, and follow it when it changes (back, forward, links). */
  syncHash = false;
  /** Level of the detail's heading (1–5); its sections are one level below. */
  headingLevel = 3;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('syncHash') && this.syncHash) this.#hash.start();
    if (changed.has('filters')) this.formProblems = undefined;
    if (changed.has('eventId') && this.eventId) this.openedWithoutId = undefined;
    if (this.eventId || this.openedWithoutId) this.#detailCode.load();
  }

  protected override updated(): void {
    followSelectedAttributes(this.renderRoot);
    // The opened event is a modal drawer: the page behind it is inert until it closes.
    const drawer = this.#drawer;
    if (drawer && !drawer.open) drawer.showModal();
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const { filters, incomplete } = readFilterForm(form, this.#loading.applied);
    const strings = this.text;
    const plan = planQuery(filters, 0, this.pageSize);
    const problems = [
      ...(plan.ok ? [] : plan.problems),
      ...incomplete.map((field): FilterProblem => ({ field, phrase: strings.activityIncompleteDate })),
    ];
    if (problems.length > 0) {
      this.formProblems = problems;
      this.#focus.focusAfterUpdate('[aria-invalid="true"]');
      return;
    }
    this.#apply(filters);
  }

  #onClear(): void {
    this.#form?.reset();
    this.formProblems = undefined;
    this.#apply(emptyFilters());
  }

  #onPageSize(event: Event): void {
    const size = Number((event.target as HTMLSelectElement).value);
    if (!Number.isInteger(size)) return;
    this.#hash.pushAfterUpdate();
    this.pageSize = size;
    this.page = 0;
  }

  #onPage(page: number, allowed: boolean): void {
    if (!allowed) return;
    this.#hash.pushAfterUpdate();
    this.page = page;
  }

  #onRowClick(index: number): void {
    this.#focus.focused(index);
    this.#open(index);
  }

  /** The drawer closed by itself (Escape, a click beside it, a phone's Back): the detail closes with it. */
  #onDrawerClose(event: Event): void {
    // A drawer closed and taken away may tell so only once the next one is open: that one stays.
    if (event.target === this.#drawer && (this.eventId || this.openedWithoutId)) this.#closeDetail(true);
  }

  /** Loads the current page of events again (and the opened event). */
  async refresh(): Promise<void> {
    await this.#loading.refresh();
  }

  /**
   * Applies filters (the query-string form, or an object of the filters to set) from the first page, as the Apply
   * button does. Returns false, showing the problems by field, when they are not valid.
   */
  applyFilters(filters: string | Partial<ActivityFilters>): boolean {
    const next = typeof filters === 'string' ? parseFilters(filters) : { ...emptyFilters(), ...filters };
    return this.#apply(next);
  }

  /** Opens the detail of an event by its `_id`, and moves the focus to it. */
  openEvent(id: string): void {
    this.#hash.pushAfterUpdate();
    this.openedWithoutId = undefined;
    this.eventId = id;
    this.#focus.focusAfterUpdate('#detail-title'); // the same event again still moves the focus
  }

  /** Closes the detail, giving the focus back to its row when the focus was inside the detail. */
  closeEvent(): void {
    this.#closeDetail(this.#drawer?.matches(':focus-within'));
  }

  #closeDetail(returnFocus?: boolean): void {
    this.#hash.pushAfterUpdate();
    this.eventId = undefined;
    this.openedWithoutId = undefined;
    this.#drawer?.close(); // the rows are no longer inert, so the focus can go back to one
    if (returnFocus) this.#focus.focusRow();
  }

  #apply(filters: ActivityFilters): boolean {
    const plan = planQuery(filters, 0, this.pageSize);
    if (!plan.ok) {
      this.formProblems = plan.problems;
      return false;
    }
    this.formProblems = undefined;
    const serialized = serializeFilters(filters);
    if (serialized === this.filters && this.page === 0) {
      void this.#loading.list.run(); // the same filters again: read them again
      return true;
    }
    this.#hash.pushAfterUpdate();
    this.filters = serialized;
    this.page = 0;
    return true;
  }

  #open(index: number): void {
    const event = this.#loading.rows[index];
    if (!event) return;
    const id = text(loose(event)._id);
    if (id) {
      this.openEvent(id);
      return;
    }
    this.#hash.pushAfterUpdate();
    this.eventId = undefined;
    this.openedWithoutId = event;
    this.#focus.focusAfterUpdate('#detail-title');
  }

  get #form(): HTMLFormElement | null {
    return this.renderRoot.querySelector('form');
  }

  get #drawer(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  /** Problems to show by field: the last submitted form's, else those of the filters in effect or the service's. */
  #problems(): FilterProblem[] {
    if (this.formProblems) return this.formProblems;
    const plan = this.#loading.plan;
    return plan.ok ? this.#loading.refusedProblems : plan.problems;
  }

  #format(value: number): string {
    return formatNumber(value, this.localeInEffect);
  }

  /** What the table of events reads of the log (activity-table.ts). */
  get #table(): ActivityTable {
    return {
      strings: this.text,
      locale: this.localeInEffect,
      focus: this.#focus,
      isOpen: (value, id) => (id !== undefined ? id === this.eventId : value === this.openedWithoutId),
      open: (index) => this.#onRowClick(index),
    };
  }

  /** A page of events: the table, or the loading or empty state; `pending` while the next page loads. */
  #renderPage(pending: boolean): TemplateResult | typeof nothing {
    const strings = this.text;
    const loading = html`<p part="loading" role="status">${strings.activityLoading}</p>`;
    const rows = this.#loading.rows;
    if (!this.#loading.page) return pending ? loading : nothing;
    if (rows.length === 0 && !pending) {
      return html`<p part="empty">
        ${hasFilters(this.#loading.applied) ? strings.activityEmpty : strings.activityEmptyAll}
      </p>`;
    }
    return html`${pending ? loading : nothing} ${renderTable(this.#table, rows, pending)}`;
  }

  #renderResults(problems: FilterProblem[]): TemplateResult {
    const { list, plan, page } = this.#loading;
    const body = list.render({
      // Nothing to load: the filters are wrong, and the problems say why. A server never runs the load: it renders
      // the state a browser starts in, loading the first page.
      initial: () => (isServer && plan.ok ? this.#renderPage(true) : nothing),
      pending: () => this.#renderPage(true),
      complete: () => this.#renderPage(false),
      error: (error) =>
        renderError(this.text, error, () => void list.run(), this.text.activityError, problems),
    });
    const showPager = plan.ok && list.status !== 'error';
    const pending = list.status === 'pending' || (isServer && plan.ok);
    return html`<div part="results">
      ${body}${
        showPager
          ? renderPager(
              {
                strings: this.text,
                page: this.page,
                pageSize: this.pageSize,
                format: (value) => this.#format(value),
                onPageSize: (event) => this.#onPageSize(event),
                onPage: (next, allowed) => this.#onPage(next, allowed),
              },
              page,
              pending,
            )
          : nothing
      }
    </div>`;
  }

  #renderLoadingEvent(): TemplateResult {
    return html`<p part="loading" role="status">${this.text.activityLoadingEvent}</p>`;
  }

  #renderEvent(event: ActivityNotification): TemplateResult {
    const strings = this.text;
    const code = this.#detailCode.state;
    if (code instanceof Error) {
      return renderError(strings, code, () => this.#detailCode.retry(), strings.activityEventError, []);
    }
    if (code !== 'ready') return this.#renderLoadingEvent();
    return html`<notif-activity-detail
      part="event"
      .notification=${event}
      .strings=${this.strings}
      locale=${this.localeInEffect ?? nothing}
      theme=${this.theme ?? nothing}
      heading-level=${Math.min(6, this.headingLevel + 1)}
    ></notif-activity-detail>`;
  }

  #renderDetail(): TemplateResult | typeof nothing {
    if (!this.eventId && !this.openedWithoutId) return nothing;
    const strings = this.text;
    const { detail, rows } = this.#loading;
    const listed = this.openedWithoutId ?? rows.find((row) => text(loose(row)._id) === this.eventId);
    const loaded = this.openedWithoutId ?? this.#loading.event;
    const name =
      text(loose(loose(loaded ?? listed).template).name) ?? this.eventId ?? strings.activityUnknownWorkflow;
    const body = this.openedWithoutId
      ? this.#renderEvent(this.openedWithoutId)
      : detail.render({
          initial: () => this.#renderLoadingEvent(),
          pending: () => this.#renderLoadingEvent(),
          complete: (event) => (event ? this.#renderEvent(event) : this.#renderLoadingEvent()),
          error: (error) =>
            renderError(strings, error, () => void detail.run(), strings.activityEventError, []),
        });
    return html`<dialog
      part="detail"
      aria-labelledby="detail-title"
      closedby="any"
      @close=${this.#onDrawerClose}
    >
      <div class="detail-header">
        <div
          role="heading"
          aria-level=${Math.min(6, Math.max(1, this.headingLevel))}
          id="detail-title"
          part="detail-title"
          tabindex="-1"
        >
          ${clipped(strings.activityDetailTitle(name))}
        </div>
        <button type="button" part="close" @click=${() => this.closeEvent()}>${strings.activityClose}</button>
      </div>
      ${body}
    </dialog>`;
  }

  override render(): TemplateResult {
    const strings = this.text;
    if (!this.#api.hasCredentials) {
      return html`<div part="base"><p part="notice" role="note">${strings.activityNoCredentials}</p></div>`;
    }
    const problems = this.#problems();
    const { applied, list, plan } = this.#loading;
    const active = activeFilterCount(applied);
    // The filters in effect that the service refused: the list's error state says so, not a summary too.
    const refusedInEffect = list.status === 'error' && !this.formProblems && plan.ok;
    const byField = new Map<ProblemField, FilterProblem[]>();
    for (const problem of problems) {
      if (problem.field) byField.set(problem.field, [...(byField.get(problem.field) ?? []), problem]);
    }
    return html`<div part="base">
      ${renderFilterBar({
        filters: applied,
        problems: byField,
        strings,
        onSubmit: (event) => this.#onSubmit(event),
        onClear: () => this.#onClear(),
        // Folded fields open by themselves when one needs fixing, so the problem is in view.
        open: this.filtersOpen || byField.size > 0,
        toggleLabel: active
          ? `${strings.activityFilters} (${this.#format(active)})`
          : strings.activityFilters,
        onToggle: () => (this.filtersOpen = !this.filtersOpen),
      })}
      ${refusedInEffect ? nothing : renderProblemSummary(strings, problems)} ${this.#renderResults(problems)}
      ${this.#renderDetail()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [NotifActivity.tagName]: NotifActivity;
  }
}
