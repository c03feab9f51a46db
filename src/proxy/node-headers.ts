/** The headers of a Node request as fetch `Headers`, for the Node mount (node-listener.ts) and its live streams. */
import type { IncomingMessage } from 'node:http';

/** The headers of the Node request, as fetch `Headers` (a value fetch refuses is left out). */
export function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    try {
      headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
    } catch {
      // Node's parser let it through, fetch does not: the proxy never needs such a header.
    }
  }
  return headers;
}
