import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LoadController } from '../../controllers/load-controller.js';
import type { ActivityClient } from './activity-client.js';
import type {
  ActivityNotification,
  ListNotificationsQuery,
  ListNotificationsResponse,
} from '../../api/types.js';
import {
  emptyFilters,
  parseFilters,
  planQuery,
  type ActivityFilters,
  type FilterProblem,
  type Plan,
} from './filters.js';
import { refusal } from './refusal.js';
import { asError } from '../../utils/as-error.js';

/** The operations whose failures are reported, as `notif-error` names them. */
export type ActivityOperation = 'list-notifications' | 'get-notification';

/** What the activity log shows, read from its element on every update. */
export interface ActivityLoadingOptions {
  /** The client, or undefined without credentials. */
  client: () => ActivityClient | undefined;
  /** The `filters` attribute: operation 5's query string. */
  filters: () => string;
  page: () => number;
  pageSize: () => number;
  /** The `_id` of the opened event, if any. */
  eventId: () => string | undefined;
  /** A load failed (an aborted one is no failure). */
  onError: (operation: ActivityOperation, error: Error) => void;
}

/**
 * Loads what the activity log shows: plans operation 5's query from the filters and paging on every update (or
 * says what is wrong with them), and owns the two loads, the page of events and the opened event. A load with
 * nothing to do (invalid filters, no event opened) goes back to its initial state.
 */
export class ActivityLoading implements ReactiveController {
  /** The page of events of the current plan. */
  readonly list: LoadController<readonly [ActivityClient | undefined, string | undefined], ListNotificationsResponse>;
  /** The opened event. */
  readonly detail: LoadController<readonly [ActivityClient | undefined, string | undefined], ActivityNotification>;

  /** The filters, page and page size the plan was made from. */
  #inputs: string | undefined;
  #filtersText: string | undefined;
  /** The last page loaded; cleared when there is nothing to load or loading failed. */
  #loaded: ListNotificationsResponse | undefined;
  #applied: ActivityFilters = emptyFilters();
  #plan: Plan;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: ActivityLoadingOptions,
  ) {
    // Added before the loads, so the plan is up to date when they compare their arguments.
    host.addController(this);
    this.#plan = planQuery(this.#applied, options.page(), options.pageSize());
    this.list = new LoadController(host, {
      load: async ([client, key], signal) => {
        if (!client || key === undefined) {
          this.#loaded = undefined;
          return undefined;
        }
        return client.listNotifications(JSON.parse(key) as ListNotificationsQuery, { signal });
      },
      args: () => [options.client(), this.#plan.ok ? this.#plan.key : undefined] as const,
      onComplete: (page) => {
        this.#loaded = page;
      },
      onError: (error) => {
        this.#loaded = undefined;
        this.#report('list-notifications', error);
      },
    });
    this.detail = new LoadController(host, {
      load: async ([client, id], signal) => {
        if (!client || !id) return undefined;
        return client.getNotification(id, { signal });
      },
      args: () => [options.client(), options.eventId()] as const,
      onError: (error) => this.#report('get-notification', error),
    });
  }

  hostUpdate(): void {
    const { filters, page, pageSize } = this.options;
    const inputs = `${filters()}\n${page()}\n${pageSize()}`;
    if (inputs === this.#inputs) return;
    this.#inputs = inputs;
    if (filters() !== this.#filtersText) {
      this.#filtersText = filters();
      this.#applied = parseFilters(this.#filtersText);
    }
    this.#plan = planQuery(this.#applied, page(), pageSize());
  }

  /** The filters of the `filters` attribute, as of the last update. */
  get applied(): ActivityFilters {
    return this.#applied;
  }

  /** The query the filters and paging make, or what is wrong with them. */
  get plan(): Plan {
    return this.#plan;
  }

  /** The page of events shown: the last one loaded, kept while the next loads; none when there is nothing to load. */
  get page(): ListNotificationsResponse | undefined {
    return this.#loaded;
  }

  /** The events of {@link page}. */
  get rows(): ActivityNotification[] {
    const data = this.page?.data;
    return Array.isArray(data) ? data : [];
  }

  /** The opened event, once loaded. */
  get event(): ActivityNotification | undefined {
    return this.detail.status === 'complete' ? this.detail.value : undefined;
  }

  /** The problems of a refused list query (the client's check or the service's 400), by field. */
  get refusedProblems(): FilterProblem[] {
    if (this.list.status !== 'error') return [];
    return refusal(this.list.error, this.#applied) ?? [];
  }

  /** Loads the page again (and the opened event). */
  async refresh(): Promise<void> {
    await Promise.all([this.list.run(), this.options.eventId() ? this.detail.run() : undefined]);
  }

  #report(operation: ActivityOperation, error: unknown): void {
    if (error instanceof Error && error.name === 'AbortError') return;
    this.options.onError(operation, asError(error));
  }
}
