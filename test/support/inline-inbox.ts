import { fixture, html } from '@open-wc/testing';
import '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import { DEV_KEY, uniqueBaseUrl } from './in-process-api.js';

/** An inline inbox of `subscriber-ada` with a store of its own, talking through `fetch`, without polling. */
export function inlineInbox(fetch: typeof globalThis.fetch, pageSize = 20): Promise<NotifInbox> {
  return fixture<NotifInbox>(
    html`<notif-inbox
      mode="inline"
      base-url=${uniqueBaseUrl()}
      subscriber-id="subscriber-ada"
      api-key=${DEV_KEY}
      poll-interval="0"
      page-size=${pageSize}
      .fetch=${fetch}
    ></notif-inbox>`,
  );
}
