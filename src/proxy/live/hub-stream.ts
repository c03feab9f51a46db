/**
 * A live stream as the hub holds it (live-hub.ts): what the hub tells it, and what the hub keeps of it, kept on the
 * stream itself. A held stream is one object: no record of the hub's beside it, no entry in a table of the hub's
 * (its subscriber's streams and its heartbeat slice are lists linked through the streams), and no function of its
 * own for the hub (the hub's end-of-stream and the proxy's session re-check are one function each for every stream).
 * An idle stream is held by the thousand, so each of these was worth a share of its memory
 * (docs/benchmarks.md#live-streams-at-scale).
 */
import type { InRounds } from './heartbeat-rounds.js';
import type { LiveChange } from './live-changes.js';

/** Whether a stream's session still names its subscriber: one function for all the streams of a proxy. */
export type SessionCheck = (stream: HubStream) => Promise<boolean>;

export abstract class HubStream implements InRounds<HubStream> {
  /** Its subscriber (set by the hub when it takes the stream, as are the fields below). */
  subscriberId = '';
  /** The client (`clientKey`) holding it, if any. */
  client: string | undefined = undefined;
  /** When its lifetime ends, by the hub's clock. */
  expiresAt = 0;
  /** When its session is asked again, by the hub's clock. */
  recheckAt = 0;
  /** Asks whether its session still names its subscriber, or `undefined` when it is never asked again. */
  stillSignedIn: SessionCheck | undefined = undefined;
  /** The next stream of the same subscriber in the hub. */
  nextOfSubscriber: HubStream | undefined = undefined;
  slice: number | undefined = undefined;
  previousInSlice: HubStream | undefined = undefined;
  nextInSlice: HubStream | undefined = undefined;

  abstract readonly ended: boolean;
  /** Tells the browser that its inbox changed (by default: something may have arrived). */
  abstract changed(change?: LiveChange): void;
  abstract heartbeat(): void;
  /** Closes the stream and tells the hub; later calls do nothing. */
  abstract end(): void;
  /** The request its session is asked again with: the URL and headers it opened with. */
  abstract sessionRequest(): Request;
}
