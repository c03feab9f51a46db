/**
 * A fetch that forwards to the real one and writes down every request it was given (and the status it got),
 * so a test can count what the client sent, read its URL and headers, or step in to answer an attempt itself.
 */

/** One request, as the wrapped fetch received it. */
export interface SentRequest {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string | undefined;
  keepalive: boolean | undefined;
  /** The status of the answer; undefined when the attempt threw. */
  status?: number;
  /** The answer's headers, lower case; undefined when the attempt threw. */
  responseHeaders?: Record<string, string>;
}

/**
 * Decides how one request is answered: `forward()` sends it to the real server. `index` counts from 0 over
 * every request the wrapper saw. The default forwards every request.
 */
export type Responder = (
  request: SentRequest,
  forward: () => Promise<Response>,
  index: number,
) => Promise<Response>;

export interface RecordingFetch {
  /** Give this to `new NotifClient({ fetch })`. */
  fetch: typeof fetch;
  /** Every request so far, in order. */
  sent: SentRequest[];
}

export function recordingFetch(respond: Responder = (_request, forward) => forward()): RecordingFetch {
  const sent: SentRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: typeof init?.body === 'string' ? init.body : undefined,
      keepalive: init?.keepalive,
    };
    const index = sent.length;
    sent.push(request);
    const response = await respond(request, () => fetch(input, init), index);
    request.status = response.status;
    request.responseHeaders = Object.fromEntries(response.headers);
    return response;
  };
  return { fetch: fetchImpl, sent };
}

/** A JSON answer, for responders that answer in the server's place. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
