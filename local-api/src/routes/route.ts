/**
 * What a route is: a method, a path and a function from an authenticated request to a status and a body.
 * Routes know nothing of Hono; the app wires them to it behind authentication, idempotency and latency.
 */
import { idString } from 'notif-api-contract';
import type { Caller } from '../caller.js';
import type { Store } from '../store.js';
import { validate } from '../validate.js';

/** Settings of the running API that routes read. */
export interface RouteSettings {
  /** Days of notification events that can be listed (the `after` window of operation 5). */
  retentionDays: number;
  /** Tells the host that a trigger delivered an in-app message to this subscriber (`onDelivered`); never throws. */
  delivered(subscriberId: string): void;
}

/** One authenticated request, as a route sees it. */
export interface RouteContext {
  caller: Caller;
  store: Store;
  /** The time of the request: one instant for every date the request writes or compares. */
  now: Date;
  settings: RouteSettings;
  /** The query string of the request. */
  query: URLSearchParams;
  /** A path parameter, checked to be a usable id (400 naming it otherwise). */
  param(name: string): string;
  /** The parsed JSON body (`undefined` when empty; 400 when malformed). */
  body(): Promise<unknown>;
}

/** A successful answer; failures are thrown as `ApiError`. */
export interface RouteResult {
  status: 200 | 201;
  body: unknown;
}

/** One endpoint of the API. */
export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Hono path pattern, such as `/v1/integrations/:integrationId`. */
  path: string;
  handle(context: RouteContext): RouteResult | Promise<RouteResult>;
}

/** Reads and checks a path parameter. */
export function checkedParam(raw: string | undefined, name: string): string {
  return validate<string>(idString, raw, name);
}

/** 200 with `body`. */
export const ok = (body: unknown): RouteResult => ({ status: 200, body });
/** 201 with `body`. */
export const created = (body: unknown): RouteResult => ({ status: 201, body });
