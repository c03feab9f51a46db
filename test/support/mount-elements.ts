/**
 * The elements as tests of bad data mount them: each with a base URL of its own (so a store of its own), the
 * development key, and the `fetch` the test gives (the local API, perhaps with its answers changed).
 */
import { fixture, html } from '@open-wc/testing';
import '../../src/elements/notif-activity/notif-activity.js';
import type { NotifActivity } from '../../src/elements/notif-activity/notif-activity.js';
import '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import { DEV_KEY, uniqueBaseUrl } from './in-process-api.js';

/** An inline inbox of `subscriber-ada` (or `options.subscriber`), without polling. */
export function inlineInbox(
  fetch: typeof globalThis.fetch,
  pageSize = 20,
  options: { subscriber?: string; noSeenOnView?: boolean } = {},
): Promise<NotifInbox> {
  return fixture<NotifInbox>(
    html`<notif-inbox
      mode="inline"
      base-url=${uniqueBaseUrl()}
      subscriber-id=${options.subscriber ?? 'subscriber-ada'}
      api-key=${DEV_KEY}
      poll-interval="0"
      page-size=${pageSize}
      ?no-seen-on-view=${options.noSeenOnView ?? false}
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
