/**
 * Turns a fetch handler into a `fetch` function, so a client or an element can talk to the local API in the same
 * page or process (tests, stories) with no server. Whatever path prefix the base URL has (a proxy-style
 * `/api/notif`, a per-test `/run-3`), the handler sees the path from `/v1/` on.
 */
export function inProcessFetch(
  handler: (request: Request) => Promise<Response>,
  base = 'http://local-api.invalid',
): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), base);
    const v1 = url.pathname.indexOf('/v1/');
    if (v1 > 0) url.pathname = url.pathname.slice(v1);
    const request = input instanceof Request ? new Request(input, init) : new Request(url, init);
    // Read the body out: a keepalive request may not carry a stream, and the handler gets a fresh request.
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return handler(
      new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal }),
    );
  };
}
