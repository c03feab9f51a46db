/**
 * Starts the local API over the fixture state (or any options) on a loopback port, and calls it with plain
 * `fetch`, for the Node tests of the local API.
 */
import { createLocalApi, type LocalApi } from '../../src/index.js';
import type { LocalApiOptions } from '../../src/index.js';
import { AUTH, fixtureState, NOW } from './local-state.js';
import { startServer } from '../../../test/support/server.js';

/** What a call answered: status, headers and the parsed JSON body (undefined when empty). */
export interface Answer {
  status: number;
  headers: Headers;
  // Tests read arbitrary fields of the answers; they assert exact values, so `any` costs no safety here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Options of one call. */
export interface CallOptions {
  /** The `Authorization` header; default the Development API key; `null` sends none. */
  auth?: string | null;
  /** A JSON body (serialized here), or a raw string sent as is. */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** A local API being served, and a way to call it. */
export interface RunningApi {
  api: LocalApi;
  url: string;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

/** Serves `createLocalApi` with the fixture state and the fixture clock, unless `options` say otherwise. */
export async function startLocalApi(options: LocalApiOptions = {}): Promise<RunningApi> {
  const api = createLocalApi({ state: fixtureState(), now: () => NOW, ...options });
  const server = await startServer(api);
  return {
    api,
    url: server.url,
    close: server.close,
    call: (method, path, callOptions) => call(server.url, method, path, callOptions),
  };
}

/** Calls `url + path` and reads the answer. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const auth = options.auth === undefined ? AUTH.dev : options.auth;
  if (auth !== null) headers['authorization'] = auth;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url + path, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/** Runs `test` against a fresh API and always stops it. */
export async function withApi(
  options: LocalApiOptions,
  test: (api: RunningApi) => Promise<void>,
): Promise<void> {
  const running = await startLocalApi(options);
  try {
    await test(running);
  } finally {
    await running.close();
  }
}
