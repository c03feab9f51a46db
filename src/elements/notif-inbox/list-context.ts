/**
 * What the inbox gives the code of its grouped rows and selection (`list-features.ts`, fetched when an inbox sets
 * `group` or `selectable`): the inbox's own state and strings, read through functions, so that code holds no copy.
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { GroupKey } from '../../store/grouping.js';
import type { FeedTab } from '../../store/feed-store.js';
import type { NotifSession } from '../../store/session.js';

/** The inbox as its list features see it: its public properties. */
export interface ListHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  group: boolean;
  groupKey?: GroupKey;
  selectable: boolean;
  noSeenOnView: boolean;
  tab: FeedTab;
}

export interface ListContext {
  host: ListHost;
  /** The inbox's session (its store), when it is configured. */
  session(): NotifSession | undefined;
  /** `english` (a strings object) in the inbox's locale, with the inbox's `strings` on top. */
  localized<T extends object>(english: T): T;
  /** The inbox's locale, for dates. */
  locale(): string | undefined;
  /** A count formatted for the inbox's locale. */
  format(count: number): string;
  /** The inbox's row for message `id` at `index`: its `<notif-message>` (or the page's `renderMessage`). */
  renderMessage(id: string, index: number): TemplateResult;
  /** Says `text` in the inbox's polite live region. */
  announce(text: string): void;
  /** The row that holds the list's roving tab stop. */
  focusIndex(): number;
  setFocusIndex(index: number): void;
}
