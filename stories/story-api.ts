/**
 * The local API inside the story's own page: every story runs the real elements against the real in-memory
 * service, with the state and faults the story asks for. Nothing leaves the browser.
 */
import { createLocalApi, inProcessFetch, type LocalApiOptions } from '../src/local-api/index.js';

export const STORY_KEY = 'local-dev-api-key';
let stories = 0;

/** A fetch for the elements, and a base URL of the story's own so stories never share a store. */
export function storyApi(options: LocalApiOptions = {}): { fetch: typeof fetch; baseUrl: string } {
  return {
    baseUrl: `https://story-${++stories}.local`,
    fetch: inProcessFetch(createLocalApi({ seed: 'demo', ...options })),
  };
}
