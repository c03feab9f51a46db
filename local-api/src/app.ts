/**
 * `createLocalApi()`: the notification service in memory, as a standard fetch handler. The same handler runs
 * as a Node server (the CLI), inside a dev server, and in-process in browser tests, so nothing reachable from
 * here imports a Node-only module.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requireCaller, type CredentialLookup } from './auth.js';
import type { LocalEnv } from './caller.js';
import { cors } from './cors.js';
import { DEMO_AVATAR_PATH, demoAvatarResponse } from './demo-avatars.js';
import { envelop } from './envelope.js';
import { ApiError, errorResponse, newErrorId } from './errors.js';
import { faultInjection } from './fault-injection.js';
import { idempotency } from './idempotency.js';
import { latency } from './latency.js';
import { resolveOptions, type LocalApiOptions, type ResolvedOptions } from './options.js';
import { eventRoutes } from './routes/events.js';
import { integrationRoutes } from './routes/integrations.js';
import { notificationRoutes } from './routes/notifications.js';
import { checkedParam, type Route, type RouteContext } from './routes/route.js';
import { subscriberRoutes } from './routes/subscribers.js';
import { createSeed } from './seed.js';
import type { LocalState } from './state.js';
import { Store } from './store.js';
import { parseJson } from './validate.js';

/** A running local API: a fetch handler, plus a copy of its state on demand. */
export interface LocalApi {
  /** Answers one request, as the hosted service would. */
  (request: Request): Promise<Response>;
  /** A deep copy of the current state (to persist it, or to inspect it in a test). */
  snapshot(): LocalState;
}

const ROUTES: readonly Route[] = [
  ...subscriberRoutes,
  ...integrationRoutes,
  ...notificationRoutes,
  ...eventRoutes,
];

/**
 * Creates the local API: the six operations of the spec plus the extensions of docs/decisions.md (feed, unseen count,
 * trigger, integration list, subscriber), over demo data unless told otherwise, and the demo avatars.
 * @throws RangeError when an option is out of range.
 */
export function createLocalApi(options: LocalApiOptions = {}): LocalApi {
  const settings = resolveOptions(options);
  const { now } = settings;
  const store = new Store(
    settings.state
      ? structuredClone(settings.state)
      : createSeed(settings.seed, now(), { origin: settings.origin }),
  );
  const lookup = credentialLookup(store, settings);

  const app = new Hono<LocalEnv>();
  app.onError((error, c) => failure(error, c, now));
  app.notFound((c) =>
    errorResponse(404, `Cannot ${c.req.method} ${new URL(c.req.url).pathname}`, c.req.raw, now()),
  );

  app.use('*', async (_c, next) => {
    await next();
    if (store.takeChanged()) notify(settings, store.state);
  });
  // Pictures for <img>: no credentials, no CORS, and no injected faults (they are not API requests).
  app.get(`${DEMO_AVATAR_PATH}:file`, (c) => demoAvatarResponse(c.req.param('file')));
  app.use('*', cors(settings.corsOrigins));
  app.use('*', faultInjection(settings.failRate, settings.random, now));
  app.use(
    '*',
    bodyLimit({
      maxSize: settings.bodyLimit,
      onError: (c) =>
        errorResponse(413, `Request body is larger than ${settings.bodyLimit} bytes`, c.req.raw, now()),
    }),
  );

  const guard = [requireCaller(lookup), idempotency(store, now), latency(settings.latencyMs)] as const;
  for (const route of ROUTES) {
    app.on(route.method, route.path, ...guard, async (c) => {
      const result = await route.handle(routeContext(c, store, settings));
      const body = settings.envelope ? envelop(result.body) : result.body;
      return c.json(body as object, result.status);
    });
  }

  const handler = (request: Request) => Promise.resolve(app.fetch(request));
  return Object.assign(handler, { snapshot: () => store.snapshot() });
}

/** The request as routes see it. */
function routeContext(c: Context<LocalEnv>, store: Store, settings: ResolvedOptions): RouteContext {
  return {
    caller: c.var.caller,
    store,
    now: settings.now(),
    settings: { retentionDays: settings.retentionDays, delivered: (id) => delivered(settings, id) },
    query: new URL(c.req.url).searchParams,
    param: (name) => checkedParam(c.req.param(name), name),
    body: async () => parseJson(await c.req.text()),
  };
}

/** Sessions from the options replace those of the state; API keys always come from the state. */
function credentialLookup(store: Store, settings: ResolvedOptions): CredentialLookup {
  const sessions = settings.sessionTokens;
  if (!sessions) return store;
  return {
    environmentByApiKey: (key) => store.environmentByApiKey(key),
    environmentById: (id) => store.environmentById(id),
    sessionTokens: () => sessions,
  };
}

/** The answer to a throw: its own status for expected failures, else a 500 that hides the details. */
function failure(error: Error, c: Context, now: () => Date): Response {
  if (error instanceof ApiError) {
    return errorResponse(error.status, error.messages, c.req.raw, now(), { headers: error.headers });
  }
  if (error instanceof HTTPException && error.status < 500) {
    return errorResponse(error.status, error.message || 'Request failed', c.req.raw, now());
  }
  const errorId = newErrorId();
  // The stack goes to the server's log, never into the answer.
  console.error(`[notif-local-api] unexpected failure ${errorId} on ${c.req.method} ${c.req.url}`, error);
  return errorResponse(500, 'Internal server error', c.req.raw, now(), { errorId });
}

/** Calls `onDelivered`; what it throws or rejects with is logged, never the request's failure. */
function delivered(settings: ResolvedOptions, subscriberId: string): void {
  const report = (error: unknown) => console.error('[notif-local-api] onDelivered failed', error);
  try {
    Promise.resolve(settings.onDelivered?.(subscriberId)).catch(report);
  } catch (error) {
    report(error);
  }
}

function notify(settings: ResolvedOptions, state: LocalState): void {
  try {
    settings.onChange?.(state);
  } catch (error) {
    console.error('[notif-local-api] onChange failed', error);
  }
}
