/**
 * Idempotency keys (docs/decisions.md#idempotency). The client sends one key per mutating call and reuses it on that call's
 * retries, so a retried mark-as or credentials upsert is applied once: the first answer (success or client
 * error) is kept for 24 hours per environment + key and replayed with `Idempotency-Replay: true`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { LIMITS } from 'notif-api-contract';
import type { LocalEnv } from './caller.js';
import { errorResponse } from './errors.js';
import { fingerprint } from './fingerprint.js';
import type { IdempotencyRecord } from './state.js';

const MUTATING = new Set(['POST', 'PATCH', 'DELETE']);
/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Where idempotency records live (the store). */
export interface IdempotencyRecords {
  /** The live record of `key` in the environment; expired ones are forgotten first. */
  findIdempotency(environmentId: string, key: string, now: Date): IdempotencyRecord | undefined;
  saveIdempotency(record: IdempotencyRecord): void;
  forgetIdempotency(environmentId: string, key: string): void;
}

/**
 * Middleware for the routes that change state; it runs after authentication because keys are scoped to the
 * caller's environment. Every answer to a request with a key echoes the key.
 */
export function idempotency(records: IdempotencyRecords, now: () => Date): MiddlewareHandler<LocalEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!MUTATING.has(c.req.method) || key === undefined) return next();
    const response = await answer(c, next, key, records, now);
    response.headers.set('idempotency-key', key);
    return response;
  };
}

async function answer(
  c: Context<LocalEnv>,
  next: () => Promise<void>,
  key: string,
  records: IdempotencyRecords,
  now: () => Date,
): Promise<Response> {
  if (key.trim() === '') return errorResponse(400, ['idempotency-key must not be empty'], c.req.raw, now());
  if (key.length > LIMITS.idempotencyKey) {
    return errorResponse(
      400,
      [`idempotency-key must be at most ${LIMITS.idempotencyKey} characters`],
      c.req.raw,
      now(),
    );
  }
  const environmentId = c.var.caller.environmentId;
  const url = new URL(c.req.url);
  // Hono caches the body text, so the route reads the same bytes again.
  const print = fingerprint(`${c.req.method} ${url.pathname}${url.search}\n${await c.req.text()}`);
  const existing = records.findIdempotency(environmentId, key, now());

  if (existing?.state === 'running') {
    const message = 'A request with this idempotency-key is still being processed';
    return errorResponse(409, message, c.req.raw, now(), { headers: { 'retry-after': '1' } });
  }
  if (existing && existing.fingerprint !== print) {
    return errorResponse(
      422,
      'This idempotency-key was already used with a different request; send a new key',
      c.req.raw,
      now(),
    );
  }
  if (existing) {
    return new Response(existing.body ?? null, {
      status: existing.status ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-replay': 'true' },
    });
  }

  records.saveIdempotency({
    _environmentId: environmentId,
    key,
    fingerprint: print,
    state: 'running',
    expiresAt: now().getTime() + IDEMPOTENCY_TTL_MS,
  });
  try {
    await next();
  } catch (error) {
    records.forgetIdempotency(environmentId, key);
    throw error;
  }
  // Hono has turned any throw of the route into an error answer by now, so c.res is what the caller gets.
  if (c.res.status >= 500) {
    // A 5xx is a failure of the service, not an answer: the client retries it with the same key, and the
    // retry must run again rather than replay the failure.
    records.forgetIdempotency(environmentId, key);
  } else {
    records.saveIdempotency({
      _environmentId: environmentId,
      key,
      fingerprint: print,
      state: 'done',
      status: c.res.status,
      body: await c.res.clone().text(),
      expiresAt: now().getTime() + IDEMPOTENCY_TTL_MS,
    });
  }
  return c.res;
}
