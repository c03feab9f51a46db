/**
 * The local API (the `notif-local-api` workspace), holding `count` in-app messages for one subscriber (all unseen
 * and unread, newest first, a minute apart, in threads of {@link MESSAGES_PER_THREAD}), served on 127.0.0.1 beside
 * the folder of a built page: the page and the API share one origin, as they do behind a customer's own backend.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createSeed, type LocalState } from 'notif-local-api';
import { startServer } from '../test/support/server.js';
import type { Message } from '../src/api/types.js';

export const BENCH_SUBSCRIBER = 'subscriber-ada';
export const BENCH_API_KEY = 'local-dev-api-key';

/**
 * The demo data with the development subscriber's in-app feed replaced by what `feed` makes from one of the seed's
 * in-app messages (a complete record of that subscriber, to copy and change).
 */
export function stateWithFeed(now: Date, feed: (template: Message) => Message[]): LocalState {
  const state = createSeed('demo', now);
  const environment = state.environments.find((e) => e.apiKeys.includes(BENCH_API_KEY))!;
  const subscriber = state.subscribers.find(
    (s) => s.subscriberId === BENCH_SUBSCRIBER && s._environmentId === environment._id,
  )!;
  const isTheirs = (m: Message) => m._subscriberId === subscriber._id && m._environmentId === environment._id;
  const template = state.messages.find((m) => isTheirs(m) && m.channel === 'in_app' && !m.snoozedUntil)!;
  state.messages = [...state.messages.filter((m) => !isTheirs(m)), ...feed(template)];
  return state;
}

/**
 * How many consecutive messages share a `payload.threadId`: a grouped inbox (`<notif-inbox group>`) shows each
 * thread as one row, so a feed of N messages is N / 4 rows grouped and N rows not.
 *
 * Every feed the bench seeds has these threads, and each size is measured over it twice, without and with `group`.
 * That is the fairer comparison: the same messages, the same bytes over the wire and in the heap, the same pages
 * fetched, so what differs between the two rows of a size is the grouped rows' own cost. (Seeding threads only for
 * the grouped runs would compare two data sets.) An inbox without `group` never reads `threadId`.
 */
export const MESSAGES_PER_THREAD = 4;

/**
 * The demo data with the development subscriber's in-app feed replaced by `count` generated messages, each a copy
 * of one of the seed's messages with its own id, subject, date and thread (`payload.threadId`, shared by
 * {@link MESSAGES_PER_THREAD} consecutive messages).
 */
export function stateWithMessages(count: number, now: Date): LocalState {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number, got ${count}`);
  return stateWithFeed(now, (template) =>
    Array.from({ length: count }, (_, i) => {
      const createdAt = new Date(now.getTime() - (i + 1) * 60_000).toISOString();
      return {
        ...template,
        _id: (0xbe000000 + i).toString(16).padStart(24, '0'),
        subject: `Message ${i + 1} of ${count}`,
        payload: { ...template.payload, threadId: `thread-${Math.floor(i / MESSAGES_PER_THREAD) + 1}` },
        createdAt,
        deliveredAt: [createdAt],
        read: false,
        seen: false,
        lastReadDate: undefined,
        lastSeenDate: undefined,
      };
    }),
  );
}

/** A loopback server: `/v1/…` goes to the API, every other path is a file of `folder`. */
export function servePageWithApi(
  folder: string,
  api: (request: Request) => Promise<Response>,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono();
  app.all('/v1/*', (c) => api(c.req.raw));
  app.use('/*', serveStatic({ root: folder }));
  return startServer(app.fetch);
}
