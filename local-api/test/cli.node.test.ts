// The `notif-local-api` command: flags (local-api/README.md), serving, and persistence to a data file. The command
// runs as users run it, `npx notif-local-api` from the repository's root (the workspace's bin, running its
// TypeScript).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { CliUsageError, parseCliArgs } from '../src/cli-args.js';
import type { LocalState } from '../src/index.js';
import { call } from './support/local-api.js';
import { rawRequest } from '../../test/support/raw-request.js';
import { waitFor } from '../../test/support/wait-for.js';

const DEV = 'ApiKey local-dev-api-key';

/** A running CLI, and what it has printed so far. */
interface Cli {
  child: ChildProcess;
  output(): string;
  errors(): string;
  /** Resolves with the exit code of npx once every process of the group has closed its output. */
  closed: Promise<number | null>;
  /** Signals the whole process group: npx and the node process that runs the CLI. */
  signal(signal: NodeJS.Signals): void;
}

/** The repository's root, where `npm install` links the workspace's command into `node_modules/.bin`. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function runCli(args: string[]): Cli {
  // `--no`: the linked command or a failure, never a package of that name fetched from the registry.
  // Its own process group, so that a signal reaches the server itself and nothing outlives the test.
  const child = spawn('npx', ['--no', '--', 'notif-local-api', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  return { child, output: () => stdout, errors: () => stderr, closed, signal };
}

/** Waits for the CLI to print its URL, and returns it. */
async function listening(cli: Cli): Promise<string> {
  const started = await waitFor(
    () => /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(cli.output()) ?? cli.child.exitCode !== null,
    { timeout: 15_000, interval: 25, message: 'the CLI to print its URL' },
  );
  if (typeof started === 'boolean')
    throw new Error(`the CLI did not start:\n${cli.output()}\n${cli.errors()}`);
  return started[1]!;
}

describe('notif-local-api flags', () => {
  it('has the defaults of docs/api.md#the-local-api', () => {
    assert.deepEqual(parseCliArgs([]), {
      port: 4100,
      host: '127.0.0.1',
      seed: 'demo',
      envelope: false,
      retentionDays: 30,
      latencyMs: 0,
      failRate: 0,
      help: false,
    });
  });

  it('reads every flag, in both --flag value and --flag=value forms, with --cors-origin repeatable', () => {
    const options = parseCliArgs([
      '--port=0',
      '--host',
      '0.0.0.0',
      '--data',
      'state.json',
      '--seed',
      'empty',
      '--envelope',
      '--cors-origin',
      'http://localhost:5173/',
      '--cors-origin=https://app.example',
      '--retention-days',
      '7',
      '--latency',
      '250',
      '--fail-rate',
      '0.25',
    ]);
    assert.deepEqual(options, {
      port: 0,
      host: '0.0.0.0',
      data: 'state.json',
      seed: 'empty',
      envelope: true,
      corsOrigins: ['http://localhost:5173', 'https://app.example'],
      retentionDays: 7,
      latencyMs: 250,
      failRate: 0.25,
      help: false,
    });
    assert.equal(parseCliArgs(['--help']).help, true);
    assert.equal(parseCliArgs(['-h']).help, true);
  });

  it('refuses wrong flags with a message naming them', () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'abc'], /--port must be a whole number from 0 to 65535 \(got "abc"\)/],
      [['--port', '70000'], /--port must be a whole number/],
      [['--port'], /--port needs a value/],
      [['--port', '--envelope'], /--port needs a value/],
      [['--seed', 'full'], /--seed must be demo or empty/],
      [['--fail-rate', '1.5'], /--fail-rate must be a number from 0 to 1/],
      [['--fail-rate', '-0.1'], /--fail-rate must be a number from 0 to 1/],
      [['--latency', '-5'], /--latency must be a whole number/],
      [['--retention-days', '0'], /--retention-days must be a whole number from 1/],
      [['--cors-origin', 'localhost:5173'], /--cors-origin must be an origin/],
      [['--cors-origin', 'http://localhost:5173/app'], /--cors-origin must be an origin/],
      [['--envelope=yes'], /--envelope takes no value/],
      [['--verbose'], /Unknown option --verbose/],
      [['serve'], /Unexpected argument "serve"/],
    ];
    for (const [argv, message] of cases) {
      assert.throws(
        () => parseCliArgs(argv),
        (error: unknown) => error instanceof CliUsageError && message.test(error.message),
        argv.join(' '),
      );
    }
  });
});

describe('notif-local-api command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notif-local-api-'));
  const running: Cli[] = [];
  after(() => {
    for (const cli of running) cli.signal('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const start = (args: string[]) => {
    const cli = runCli(args);
    running.push(cli);
    return cli;
  };

  it('serves on a free port, prints the URL and keys, and persists changes to --data', async () => {
    const file = join(dir, 'nested', 'state.json');
    const cli = start(['--port', '0', '--data', file]);
    const url = await listening(cli);
    assert.notEqual(url, 'http://127.0.0.1:0');
    for (const text of [
      'local-dev-api-key',
      'local-prod-api-key',
      'local-dashboard-token',
      'created from the demo seed',
    ]) {
      assert.ok(cli.output().includes(text), `prints ${text}`);
    }
    // The data file was written from the seed before the first request.
    const seeded = JSON.parse(readFileSync(file, 'utf8')) as LocalState;
    assert.equal(seeded.environments.length, 2);

    const feed = await call(
      url,
      'GET',
      '/v1/subscribers/subscriber-ada/notifications/feed?read=false&limit=1',
      { auth: DEV },
    );
    assert.equal(feed.status, 200);
    const [message] = feed.body.data;
    const marked = await call(url, 'POST', '/v1/subscribers/subscriber-ada/messages/mark-as', {
      auth: DEV,
      body: { messageId: message._id, markAs: 'read' },
    });
    assert.equal(marked.status, 201);
    const stored = () =>
      (JSON.parse(readFileSync(file, 'utf8')) as LocalState).messages.find((m) => m._id === message._id);
    await waitFor(() => stored()?.read === true, { message: 'the data file to record the mark' });
    // Writes go through a temp file that is renamed away: none is left behind.
    assert.deepEqual(readdirSync(join(dir, 'nested')), ['state.json']);

    cli.signal('SIGTERM');
    await cli.closed;
    assert.match(cli.output(), /notif-local-api stopped\./);

    // A second start loads the file instead of seeding.
    const again = start(['--port=0', '--data', file]);
    const url2 = await listening(again);
    assert.ok(again.output().includes('(loaded)'));
    const reloaded = await call(url2, 'GET', '/v1/subscribers/subscriber-ada/notifications/feed?limit=100', {
      auth: DEV,
    });
    assert.equal(reloaded.body.data.find((m: { _id: string }) => m._id === message._id).read, true);
    again.signal('SIGINT');
    await again.closed;
    assert.match(again.output(), /notif-local-api stopped\./);
  });

  it('points the seed avatars at its own origin and draws them, so pages of other origins show faces', async () => {
    const cli = start(['--port', '0']);
    const url = await listening(cli);
    const feed = await call(url, 'GET', '/v1/subscribers/subscriber-ada/notifications/feed?limit=50', {
      auth: DEV,
    });
    const avatars = feed.body.data
      .map((message: { payload?: { avatar?: string } }) => message.payload?.avatar)
      .filter((avatar: string | undefined) => avatar?.includes('/demo-avatars/'));
    assert.ok(avatars.length > 0);
    for (const avatar of avatars) assert.ok(avatar.startsWith(`${url}/demo-avatars/`), avatar);
    const picture = await fetch(`${url}/demo-avatars/grace-hopper.svg`);
    assert.deepEqual([picture.status, picture.headers.get('content-type')], [200, 'image/svg+xml']);
    assert.match(await picture.text(), /^<svg[^]*>GH<\/text><\/svg>$/);
    cli.signal('SIGTERM');
    await cli.closed;
  });

  it('serves with every other flag as asked: host, seed, envelope, CORS origin, retention, latency', async () => {
    const cli = start([
      '--port=0',
      '--host',
      '127.0.0.1',
      '--seed',
      'empty',
      '--envelope',
      '--cors-origin',
      'http://app.test:8080',
      '--retention-days',
      '7',
      '--latency',
      '5',
    ]);
    const url = await listening(cli);
    assert.match(
      cli.output(),
      /Options: envelope, latency 5 ms, retention 7 days, CORS origins http:\/\/app\.test:8080/,
    );
    // The empty seed has the environments and their keys, and no subscriber.
    const unknown = await call(url, 'GET', '/v1/subscribers/subscriber-ada', { auth: DEV });
    assert.equal(unknown.status, 404);
    const integrations = await call(url, 'GET', '/v1/integrations', {
      auth: DEV,
      headers: { origin: 'http://app.test:8080' },
    });
    assert.deepEqual(Object.keys(integrations.body), ['data'], 'the envelope wraps the answer');
    assert.equal(integrations.headers.get('access-control-allow-origin'), 'http://app.test:8080');
    const elsewhere = await call(url, 'GET', '/v1/integrations', {
      auth: DEV,
      headers: { origin: 'http://localhost:5173' },
    });
    assert.equal(elsewhere.headers.get('access-control-allow-origin'), null);
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    const events = await call(url, 'GET', `/v1/notifications?after=${old}`, { auth: DEV });
    assert.equal(events.status, 400);
    assert.match(events.body.message[0], /the 7-day retention window/);
    cli.signal('SIGTERM');
    await cli.closed;
  });

  it('answers 503 to the share of requests --fail-rate asks for', async () => {
    const cli = start(['--port', '0', '--fail-rate', '1']);
    const url = await listening(cli);
    assert.match(cli.output(), /Options: fail rate 1/);
    const answer = await call(url, 'GET', '/v1/integrations', { auth: DEV });
    assert.equal(answer.status, 503);
    cli.signal('SIGTERM');
    await cli.closed;
  });

  it('answers only the Host names of this machine, --host and --allowed-host: a DNS-rebinding page gets 421', async () => {
    const cli = start(['--port', '0', '--allowed-host', 'app.test']);
    const url = await listening(cli);
    const { port } = new URL(url);
    const feed = '/v1/subscribers/subscriber-ada/notifications/feed?limit=1';
    const asHost = (host: string) => rawRequest(url, feed, { headers: { host, authorization: DEV } });
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      'localhost',
      `[::1]:${port}`,
      `app.test:${port}`,
      'APP.test',
    ])
      assert.equal((await asHost(host)).status, 200, host);
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:1`,
      `localhost.evil.example:${port}`,
      `app.test.evil:${port}`,
    ]) {
      const reply = await asHost(host);
      assert.equal(reply.status, 421, host);
      const body = JSON.parse(reply.text) as { statusCode: number; error: string; message: string };
      assert.deepEqual([body.statusCode, body.error], [421, 'Misdirected Request']);
      assert.match(body.message, /is not served here.*--allowed-host/);
    }
    assert.throws(() => parseCliArgs(['--allowed-host', 'http://app.test/']), {
      name: 'CliUsageError',
      message: /--allowed-host must be a host name/,
    });
  });

  it('exits with 2 and a message on a wrong flag', async () => {
    const cli = start(['--fail-rate', '2']);
    assert.equal(await cli.closed, 2);
    assert.match(cli.errors(), /--fail-rate must be a number from 0 to 1 \(got "2"\)/);
    assert.match(cli.errors(), /--help/);
  });

  it('exits with 1 when the data file is not a saved state', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"hello": "world"}');
    const cli = start(['--port', '0', '--data', file]);
    assert.equal(await cli.closed, 1);
    assert.match(cli.errors(), /is not a local API data file/);
    assert.equal(readFileSync(file, 'utf8'), '{"hello": "world"}');
    assert.ok(existsSync(file));
  });
});
