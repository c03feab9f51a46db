/**
 * An upstream for attack tests of the inbox proxy: a bare `node:http` server on 127.0.0.1 that writes down every
 * request exactly as it arrived (method, path, query, headers, body) and answers it either with the real local
 * API or with a misbehaviour the test chooses (a redirect, the key echoed, a cut body, a stall, HTML, an odd
 * status). It also tells when a request's connection closed before it was answered, so a test can see that the
 * proxy gave up on it.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as it reached the upstream. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** `?…` as sent, or `''`. */
  search: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Answers one request by writing anything to `response` (or nothing, to stall). `index` counts the requests
 * the upstream received, from 0; `upstreamUrl` is its own address, for redirects to itself.
 */
export type Misbehaviour = (
  request: ReceivedRequest,
  response: ServerResponse,
  index: number,
  upstreamUrl: string,
) => void;

export interface RecordingUpstream {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received since the last `reset`, in order. */
  readonly received: ReceivedRequest[];
  /** How the next requests are answered: a misbehaviour for the first one only, the local API after it. */
  misbehave(answer: Misbehaviour | undefined): void;
  /** Forgets the requests received and goes back to the local API for every request. */
  reset(): void;
  /** Resolves once the request with this index is received. */
  nextReceived(index: number): Promise<ReceivedRequest>;
  /** Resolves once the connection of the request with this index closes before its answer was complete. */
  abandoned(index: number): Promise<void>;
  close(): Promise<void>;
}

/** Writes a fetch `Response` of the local API to a node response. */
async function writeAnswer(answer: Response, response: ServerResponse): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Starts the upstream in front of `api` (the local API's fetch handler). */
export async function startRecordingUpstream(
  api: (request: Request) => Promise<Response>,
): Promise<RecordingUpstream> {
  let received: ReceivedRequest[] = [];
  let misbehaviour: Misbehaviour | undefined;
  let waiters: { index: number; resolve: (request: ReceivedRequest) => void }[] = [];
  const closedEarly = new Map<number, () => void>();
  const closedEarlySeen = new Set<number>();
  let url = '';

  const server = createServer((request, response) => {
    void (async () => {
      const target = new URL(request.url ?? '/', 'http://upstream');
      const body = await readBody(request);
      const index = received.length;
      const arrived: ReceivedRequest = {
        method: request.method ?? '',
        path: target.pathname,
        search: target.search,
        headers: request.headers,
        body,
      };
      received.push(arrived);
      response.on('close', () => {
        if (response.writableFinished) return;
        closedEarlySeen.add(index);
        closedEarly.get(index)?.();
      });
      for (const waiter of waiters.filter((w) => w.index === index)) waiter.resolve(arrived);
      waiters = waiters.filter((w) => w.index !== index);
      if (index === 0 && misbehaviour) return misbehaviour(arrived, response, index, url);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      await writeAnswer(
        await api(
          new Request(`${url}${target.pathname}${target.search}`, {
            method: arrived.method,
            headers,
            body: arrived.method === 'GET' || arrived.method === 'HEAD' ? undefined : body,
          }),
        ),
        response,
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    get received() {
      return received;
    },
    misbehave(answer) {
      misbehaviour = answer;
    },
    reset() {
      received = [];
      misbehaviour = undefined;
      closedEarly.clear();
      closedEarlySeen.clear();
    },
    nextReceived(index) {
      const already = received[index];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ index, resolve }));
    },
    abandoned(index) {
      if (closedEarlySeen.has(index)) return Promise.resolve();
      return new Promise((resolve) => closedEarly.set(index, resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
