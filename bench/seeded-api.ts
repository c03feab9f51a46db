/**
 * The local API of the built package, holding `count` in-app messages for one subscriber (all unseen and unread,
 * newest first, a minute apart), served on 127.0.0.1 beside the folder of a built page: the page and the API
 * share one origin, as they do behind a customer's own backend.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { pathToFileURL } from 'node:url';
import { startServer } from '../test/support/server.js';
import type { Message } from '../src/api/types.js';
import type { LocalState } from '../src/local-api/index.js';
import { resolveEntry } from './notif-elements-package.js';

type LocalApiModule = typeof import('../src/local-api/index.js');

export const BENCH_SUBSCRIBER = 'subscriber-ada';
export const BENCH_API_KEY = 'local-dev-api-key';

/** The local API as built into `dist/` (what users install), loaded from the repository at `root`. */
export async function loadLocalApi(root: string): Promise<LocalApiModule> {
  const file = resolveEntry(root, 'notif-elements/local-api');
  if (file === undefined) throw new Error('notif-elements/local-api is not built: run npm run build');
  return (await import(pathToFileURL(file).href)) as LocalApiModule;
}

/**
 * The demo data with the development subscriber's in-app feed replaced by `count` generated messages, each a copy
 * of one of the seed's messages with its own id, subject and date.
 */
export function stateWithMessages(localApi: LocalApiModule, count: number, now: Date): LocalState {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number, got ${count}`);
  const state = localApi.createSeed('demo', now);
  const environment = state.environments.find((e) => e.apiKeys.includes(BENCH_API_KEY))!;
  const subscriber = state.subscribers.find(
    (s) => s.subscriberId === BENCH_SUBSCRIBER && s._environmentId === environment._id,
  )!;
  const isTheirs = (m: Message) => m._subscriberId === subscriber._id && m._environmentId === environment._id;
  const template = state.messages.find((m) => isTheirs(m) && m.channel === 'in_app' && !m.snoozedUntil)!;
  state.messages = state.messages.filter((m) => !isTheirs(m));
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(now.getTime() - (i + 1) * 60_000).toISOString();
    state.messages.push({
      ...template,
      _id: (0xbe000000 + i).toString(16).padStart(24, '0'),
      subject: `Message ${i + 1} of ${count}`,
      createdAt,
      deliveredAt: [createdAt],
      read: false,
      seen: false,
      lastReadDate: undefined,
      lastSeenDate: undefined,
    });
  }
  return state;
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
