/**
 * The elements as tests of bad data mount them: each with a base URL of its own (so a store of its own), the
 * development key, and the `fetch` the test gives (the local API, perhaps with its answers changed).
 */
import { fixture, html } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../../src/entries/activity.js';
import type { NotifActivity } from '../../src/elements/notif-activity/notif-activity.js';
import '../../src/entries/inbox.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import type { Message } from '../../src/api/types.js';
import type { GroupKey } from '../../src/store/grouping.js';
import { DEV_KEY, uniqueBaseUrl } from './in-process-api.js';

export interface InlineInboxOptions {
  subscriber?: string;
  noSeenOnView?: boolean;
  /** The base URL, to share the store with another element or a headless feed; default: one of its own. */
  baseUrl?: string;
  group?: boolean;
  selectable?: boolean;
  groupKey?: GroupKey;
  /** The count poll's interval in milliseconds; default 0, no polling. */
  pollInterval?: number;
  /** The inbox's language (`locale`); default none, English. */
  locale?: string;
}

/** An inline inbox of `subscriber-ada` (or `options.subscriber`), without polling unless `options.pollInterval`. */
export function inlineInbox(
  fetch: typeof globalThis.fetch,
  pageSize = 20,
  options: InlineInboxOptions = {},
): Promise<NotifInbox> {
  return fixture<NotifInbox>(
    html`<notif-inbox
      mode="inline"
      base-url=${options.baseUrl ?? uniqueBaseUrl()}
      subscriber-id=${options.subscriber ?? 'subscriber-ada'}
      api-key=${DEV_KEY}
      poll-interval=${options.pollInterval ?? 0}
      page-size=${pageSize}
      locale=${ifDefined(options.locale)}
      ?no-seen-on-view=${options.noSeenOnView ?? false}
      ?group=${options.group ?? false}
      ?selectable=${options.selectable ?? false}
      .groupKey=${options.groupKey}
      .fetch=${fetch}
    ></notif-inbox>`,
  );
}

/** A popover inbox (its bell) of `subscriber-ada`, without polling, marking nothing seen when viewed. */
export function popoverInbox(fetch: typeof globalThis.fetch): Promise<NotifInbox> {
  return fixture<NotifInbox>(
    html`<notif-inbox
      base-url=${uniqueBaseUrl()}
      subscriber-id="subscriber-ada"
      api-key=${DEV_KEY}
      poll-interval="0"
      no-seen-on-view
      .fetch=${fetch}
    ></notif-inbox>`,
  );
}

/** The activity log of the development environment, with pages of `pageSize` events. */
export function activityLog(fetch: typeof globalThis.fetch, pageSize = 10): Promise<NotifActivity> {
  return fixture<NotifActivity>(
    html`<notif-activity
      base-url=${uniqueBaseUrl()}
      api-key=${DEV_KEY}
      page-size=${pageSize}
      .fetch=${fetch}
    ></notif-activity>`,
  );
}

/**
 * Message cards of `subscriber-ada`, each with a session (so each has its mark button) and seen-on-view off, in a column as
 * wide as an inbox's; resolves once they rendered.
 */
export async function messageCards(
  fetch: typeof globalThis.fetch,
  messages: readonly Message[],
  theme?: 'light' | 'dark',
): Promise<NotifMessage[]> {
  const column = await fixture<HTMLElement>(
    html`<div style="inline-size: 400px">
      ${messages.map(
        (m) =>
          html`<notif-message
            theme=${theme ?? 'light'}
            base-url=${uniqueBaseUrl()}
            subscriber-id="subscriber-ada"
            api-key=${DEV_KEY}
            no-seen-on-view
            .fetch=${fetch}
            .message=${m}
          ></notif-message>`,
      )}
    </div>`,
  );
  const cards = [...column.querySelectorAll<NotifMessage>('notif-message')];
  await Promise.all(cards.map((card) => card.updateComplete));
  return cards;
}
