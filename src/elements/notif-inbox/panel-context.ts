/**
 * What the inbox gives the code of its panel (`inbox-panel.ts`, fetched when the panel is first wanted): the inbox's
 * own state and strings, read through functions, so the panel holds no copy of them.
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { MarkAs } from '../../api/providers.js';
import type { Message } from '../../api/types.js';
import type { FeedTab } from '../../store/feed-store.js';
import type { NotifSession } from '../../store/session.js';
import type { InboxStrings, NotifStrings } from '../../i18n/strings.js';
import type { ListHost } from './list-context.js';

/** What a custom `renderMessage` receives besides the message. */
export interface RenderMessageContext {
  /** Position in the list, from 0. */
  index: number;
  /** Marks this message (optimistic, acknowledged by the service later). */
  mark: (markAs: MarkAs) => Promise<void>;
}

/** The inbox as its panel sees it: its public properties. */
export interface PanelHost extends ListHost, ReactiveControllerHost {
  readonly updateComplete: Promise<boolean>;
  mode: 'popover' | 'inline';
  open: boolean;
  tab: FeedTab;
  theme?: 'light' | 'dark';
  strings?: Partial<NotifStrings>;
  renderMessage?: (message: Message, context: RenderMessageContext) => TemplateResult;
}

export interface PanelContext {
  host: PanelHost;
  /** The inbox's session (its store), when it is configured. */
  session(): NotifSession | undefined;
  /** Whether the inbox has a configuration (its own or its provider's), valid or not. */
  configured(): boolean;
  /** The inbox's locale, for dates and numbers. */
  locale(): string | undefined;
  /** `english` (a strings object) in the inbox's locale, with the inbox's `strings` on top. */
  localized<T extends object>(english: T): T;
  /** The inbox's strings, in its locale. */
  strings(): InboxStrings;
  /** A count formatted for the inbox's locale. */
  format(count: number): string;
  /** Says `text` in the inbox's polite live region. */
  announce(text: string): void;
  /** The notice of a failed change, if one shows. */
  notice(): string | undefined;
  dismissNotice(): void;
  /** Closes the popover; `returnFocus` gives the focus back to the bell. */
  close(returnFocus: boolean): void;
  /** Loads the first page again (Retry). */
  retry(): void;
  /** Marks every unread message read. */
  markAllRead(): void;
  /** Tells the inbox's listeners that a part of its code could not be fetched. */
  loadFailed(error: Error): void;
}
