/**
 * Messages that arrive while a story is open: the story's local API with a fetch that, once the element has read the
 * counts it starts from (what is there then is the first load, never toasted nor held), triggers the story's
 * workflows, as a backend would while the page is open.
 */
import { NotifClient } from '../src/api/client.js';
import { STORY_KEY } from './story-api.js';

/** A workflow run for subscriber-ada: its trigger identifier and payload. */
export interface StoryArrival {
  name: string;
  payload?: Record<string, string>;
}

export interface ArrivalsOptions {
  /** Run once the counts were read, before the arrivals (a list scrolled away from its top, say). */
  before?: () => Promise<void>;
  /** Run once they were triggered (an inbox that does not poll reads them again). */
  after?: () => Promise<void>;
}

/** `api`'s fetch, which makes `arrivals` arrive once the first unseen count has been answered. */
export function fetchWithArrivals(
  api: { fetch: typeof fetch; baseUrl: string },
  arrivals: readonly StoryArrival[],
  options: ArrivalsOptions = {},
): typeof fetch {
  const client = new NotifClient({ baseUrl: api.baseUrl, auth: { apiKey: STORY_KEY }, fetch: api.fetch });
  let started = false;
  const arrive = async () => {
    await options.before?.();
    for (const { name, payload } of arrivals) await client.trigger({ name, to: 'subscriber-ada', payload });
    await options.after?.();
  };
  return async (input, init) => {
    const response = await api.fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!started && url.includes('/notifications/unseen')) {
      started = true;
      // After this answer has reached the element: the arrivals come after the counts it starts from.
      setTimeout(() => void arrive(), 0);
    }
    return response;
  };
}
