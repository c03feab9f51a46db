/**
 * The local API inside the story's own page: every story runs the real elements against the real in-memory
 * service, with the state and faults the story asks for. Nothing leaves the browser.
 */
import { createLocalApi, inProcessFetch, type LocalApiOptions } from 'notif-local-api';

export const STORY_KEY = 'local-dev-api-key';
let stories = 0;

/** A fetch for the elements, and a base URL of the story's own so stories never share a store. */
export function storyApi(options: LocalApiOptions = {}): { fetch: typeof fetch; baseUrl: string } {
  return {
    baseUrl: `https://story-${++stories}.local`,
    fetch: inProcessFetch(createLocalApi({ seed: 'demo', ...options })),
  };
}

/** Controls of the story's local API, for stories that expose latency and fault injection. */
export const localApiArgTypes = {
  latencyMs: {
    control: { type: 'number', min: 0, step: 250 },
    description: 'Local API: how long every request waits (the client gives up after 10 s).',
    table: { category: 'Local API' },
  },
  failRate: {
    control: { type: 'range', min: 0, max: 1, step: 0.05 },
    description: 'Local API: share of requests answered 503.',
    table: { category: 'Local API' },
  },
} as const;
