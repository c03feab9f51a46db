/**
 * A request over `node:http` exactly as written: the path is not normalized (fetch would resolve `..` away),
 * only the given headers are sent (no fetch defaults), and the body goes in one piece with its length declared,
 * or in chunks without one. What a hostile browser, or a page's form, can send.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent in one piece, with its Content-Length. */
  body?: string;
  /** Sent one after the other with chunked transfer encoding, no Content-Length. */
  chunks?: string[];
  /** Gives up (rejecting) after this long without a complete answer, so a test fails instead of hanging. */
  timeoutMs?: number;
}

/** Sends the request to `base` + `path` and resolves with the complete answer. */
export function rawRequest(base: string, path: string, options: RawRequestOptions = {}): Promise<RawReply> {
  const { hostname, port } = new URL(base);
  const timeoutMs = options.timeoutMs ?? 5000;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method: options.method ?? 'GET', path, headers: options.headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
        });
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no complete answer to ${options.method ?? 'GET'} ${path} within ${timeoutMs} ms`));
    }, timeoutMs);
    // The server may answer (413) and close before it has read everything; that is not a failure here.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      clearTimeout(timer);
      reject(error);
    });
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end(options.body);
  });
}
