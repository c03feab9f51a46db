/**
 * `notif-local-api`: serves {@link createLocalApi} over HTTP with `@hono/node-server`, optionally backed by a
 * JSON data file. The only module of the local API that touches Node: the listener, the file and the signals.
 */
import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import process from 'node:process';
import { hostCheck } from './allowed-hosts.js';
import { createLocalApi, type LocalApi } from './app.js';
import { CliUsageError, parseCliArgs, USAGE, type CliOptions } from './cli-args.js';
import { errorResponse } from './errors.js';
import type { LocalState } from './state.js';
import { isRecord } from 'notif-api-contract';
import { StateWriter } from './state-writer.js';

/** Keys a data file must hold, as arrays, to be taken for a saved state. */
const STATE_ARRAYS = [
  'environments',
  'sessionTokens',
  'subscribers',
  'integrations',
  'workflows',
  'messages',
  'notifications',
] as const;

class DataFileError extends Error {}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`notif-local-api: ${error.message}\nRun notif-local-api --help for the options.`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }

  const file = options.data === undefined ? undefined : resolve(options.data);
  const loaded = file === undefined ? undefined : await loadState(file);
  const writer = file === undefined ? undefined : new StateWriter(file);
  // The API is made once the port is known (`--port 0` picks one), so that the seed's avatar URLs can
  // point at this server: pages of other origins then show the faces instead of 404s.
  let api: LocalApi | undefined;
  let port = options.port;
  const checkHost = hostCheck(options.host, options.allowedHosts);
  const answer = (request: Request) => {
    const refused = checkHost(request.headers.get('host'), port);
    if (refused) return errorResponse(421, refused, request, new Date());
    return api ? api(request) : new Response('Starting', { status: 503 });
  };
  const server = serve(
    {
      fetch: answer,
      port: options.port,
      hostname: options.host,
    },
    (info) => {
      port = info.port;
      const origin = publicOrigin(info);
      api = createLocalApi({
        ...(loaded ? { state: loaded } : { seed: options.seed, origin }),
        envelope: options.envelope,
        corsOrigins: options.corsOrigins,
        retentionDays: options.retentionDays,
        latencyMs: options.latencyMs,
        failRate: options.failRate,
        onChange: writer && ((state) => writer.schedule(state)),
      });
      if (writer && !loaded) writer.schedule(api.snapshot());
      // Announced once a new data file is on disk, as a caller waiting for the banner expects.
      const state = api.snapshot();
      void (writer?.flush() ?? Promise.resolve()).then(() =>
        printBanner(origin, options, state, file, loaded !== undefined),
      );
    },
  ) as Server;
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${options.port} is already in use (--port 0 picks a free one)`
        : error.message;
    console.error(`notif-local-api: cannot listen on ${options.host}:${options.port}: ${reason}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Idle keep-alive connections would hold `close` open; requests under way may finish.
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 2000);
    await closed;
    clearTimeout(force);
    await writer?.flush();
    console.log('notif-local-api stopped.');
    process.exit(0);
  };
  // `on`, not `once`: Ctrl+C signals the whole process group (npx, tsx, node), and a wrapper may relay the
  // signal again; a second one must not kill the process before its last write is on disk.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** The saved state in `file`, or undefined when there is no such file yet. */
async function loadState(file: string): Promise<LocalState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DataFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const record = isRecord(state) ? state : {};
  const missing = STATE_ARRAYS.filter((key) => !Array.isArray(record[key]));
  if (missing.length > 0 || typeof record['sequence'] !== 'number') {
    const what = missing.length > 0 ? `no ${missing.join(', ')} array` : 'no sequence number';
    throw new DataFileError(`${file} is not a local API data file (${what})`);
  }
  // Files written before idempotency keys were kept have none; that is the only field that may be missing.
  return {
    ...(record as unknown as LocalState),
    idempotency: Array.isArray(record['idempotency'])
      ? (record['idempotency'] as LocalState['idempotency'])
      : [],
  };
}

/** The origin pages reach this server at: `localhost` when it listens on every address. */
function publicOrigin(info: AddressInfo): string {
  const wildcard = info.address === '0.0.0.0' || info.address === '::';
  const host = wildcard ? 'localhost' : info.address.includes(':') ? `[${info.address}]` : info.address;
  return `http://${host}:${info.port}`;
}

function printBanner(
  origin: string,
  options: CliOptions,
  state: LocalState,
  file: string | undefined,
  loaded: boolean,
): void {
  const lines = [`notif-local-api listening on ${origin}`];
  lines.push(`  Requests go to ${origin}/v1/… (use ${origin} as base-url)`);
  for (const environment of state.environments) {
    const sessions = state.sessionTokens.filter((session) => session._environmentId === environment._id);
    const parts = [`API key: ${environment.apiKeys.join(', ') || '(none)'}`];
    if (sessions.length > 0) parts.push(`session token: ${sessions.map((s) => s.token).join(', ')}`);
    lines.push(`  ${environment.name.padEnd(12)} ${parts.join('   ')}`);
  }
  if (file)
    lines.push(`  Data file: ${file} (${loaded ? 'loaded' : `created from the ${options.seed} seed`})`);
  const extras = [
    options.envelope && 'envelope',
    options.latencyMs > 0 && `latency ${options.latencyMs} ms`,
    options.failRate > 0 && `fail rate ${options.failRate}`,
    options.retentionDays !== 30 && `retention ${options.retentionDays} days`,
    options.corsOrigins && `CORS origins ${options.corsOrigins.join(', ')}`,
    options.allowedHosts && `allowed hosts ${options.allowedHosts.join(', ')}`,
  ].filter(Boolean);
  if (extras.length > 0) lines.push(`  Options: ${extras.join(', ')}`);
  lines.push('Press Ctrl+C to stop.');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof DataFileError) {
    console.error(`notif-local-api: ${error.message}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
