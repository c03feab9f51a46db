/** How every operation sends its request over a connection and reads the answer: unwrapped, of the expected shape. */
import type { Connection } from './connection.js';
import { NotifResponseError, type RequestSummary } from './errors.js';
import { isRecord } from '../utils/is-record.js';
import { send, urlOf, type RequestInput } from './transport.js';

/** The shape an operation answers with, so a wrapped or malformed answer is recognized. */
export type Shape = 'object' | 'array' | 'page' | 'count';

function isShape(value: unknown, shape: Shape): boolean {
  switch (shape) {
    case 'array':
      return Array.isArray(value);
    case 'page':
      return isRecord(value) && Array.isArray(value.data);
    case 'count':
      return isRecord(value) && typeof value.count === 'number';
    case 'object':
      return isRecord(value);
  }
}

/** Whether the answer is an envelope: `{ data: … }` and nothing else (a page has `data` beside `hasMore`). */
function isEnvelope(value: unknown): value is { data: unknown } {
  return isRecord(value) && Object.keys(value).length === 1 && 'data' in value;
}

function unwrap(
  answer: unknown,
  shape: Shape,
  envelope: boolean | undefined,
  request: RequestSummary,
): unknown {
  // A bare page or count never has `data` as its only key, so "only key data" means wrapped.
  const wrapped = envelope !== false && isEnvelope(answer) && (shape !== 'object' || isRecord(answer.data));
  // A page (`{ data: [...], hasMore, … }`) is its own envelope: the wrapping service does not wrap it twice.
  const ownEnvelope = shape === 'page' && !wrapped && isShape(answer, 'page');
  if (envelope === true && !wrapped && !ownEnvelope)
    throw new NotifResponseError(request, 'expected a { data } envelope');
  const content = wrapped ? (answer as { data: unknown }).data : answer;
  if (!isShape(content, shape))
    throw new NotifResponseError(request, `expected ${/^[ao]/.test(shape) ? 'an' : 'a'} ${shape}`);
  return content;
}

/** Sends one request of an operation and resolves with its answer, unwrapped and of the expected shape. */
export async function call<T>(connection: Connection, input: RequestInput, shape: Shape): Promise<T> {
  const answer = await send(connection, input);
  const request = { method: input.method, url: urlOf(connection, input) };
  return unwrap(answer, shape, connection.envelope, request) as T;
}
