// The local API as its users get it (local-api/README.md): both packages packed, their tarballs installed into an
// empty folder outside the repository, then the `notif-local-api` command run there with npx, and `createLocalApi`
// imported there and serving an inbox to the client of notif-elements. `npm test` builds both dist/ folders first;
// packing here runs no script, so the other suites keep reading the same built files meanwhile.
import { strict as assert } from 'node:assert';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { waitFor } from '../support/wait-for.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const DEMO_KEY = 'local-dev-api-key';
const FEED = '/v1/subscribers/subscriber-ada/notifications/feed';

let folder: string;

/** Runs a command; on failure, the error carries its whole output. */
async function inFolder(cwd: string, command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`);
  }
}

async function pack(cwd: string, destination: string): Promise<string> {
  const [{ filename }] = JSON.parse(
    await inFolder(cwd, 'npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination]),
  ) as { filename: string }[];
  return join(destination, filename);
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'notif-local-api-user-'));
  const tarballs = [await pack(ROOT, folder), await pack(join(ROOT, 'local-api'), folder)];
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'a-user-app', private: true, type: 'module' }),
  );
  await inFolder(folder, 'npm', ['install', '--no-audit', '--no-fund', ...tarballs]);
});

after(() => rmSync(folder, { recursive: true, force: true }));

describe('notif-local-api installed from its tarball', () => {
  it('answers the contract from `npx notif-local-api --port <free>`', async () => {
    const port = await freePort();
    let output = '';
    // `--no`: the installed command or a failure, never a package fetched from the registry. Its own process
    // group, so the signal at the end reaches the server and nothing outlives the test.
    const cli: ChildProcess = spawn('npx', ['--no', '--', 'notif-local-api', '--port', String(port)], {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    cli.stdout!.on('data', (chunk) => (output += chunk));
    cli.stderr!.on('data', (chunk) => (output += chunk));
    const closed = new Promise((resolve) => cli.once('close', resolve));
    try {
      await waitFor(() => output.includes(`http://127.0.0.1:${port}`) || cli.exitCode !== null, {
        timeout: 30_000,
        message: 'the installed command to print its URL',
      });
      assert.equal(cli.exitCode, null, `the command stopped:\n${output}`);

      const feed = await fetch(`http://127.0.0.1:${port}${FEED}?limit=5`, {
        headers: { authorization: `ApiKey ${DEMO_KEY}` },
      });
      assert.equal(feed.status, 200);
      const page = (await feed.json()) as { data: { _id: string; read: boolean }[]; hasMore: boolean };
      assert.equal(page.data.length, 5, 'the demo seed gives subscriber-ada more than five messages');
      assert.equal(page.hasMore, true);

      // The request rules compiled into the package are the client's: a bad limit is refused, naming it.
      const refused = await fetch(`http://127.0.0.1:${port}${FEED}?limit=many`, {
        headers: { authorization: `ApiKey ${DEMO_KEY}` },
      });
      assert.equal(refused.status, 400);
      assert.deepEqual(((await refused.json()) as { message: unknown }).message, [
        'limit must be an integer',
      ]);

      const anonymous = await fetch(`http://127.0.0.1:${port}${FEED}`);
      assert.equal(anonymous.status, 401);
    } finally {
      try {
        process.kill(-cli.pid!, 'SIGTERM');
      } catch {
        // The group is gone already.
      }
      await closed;
    }
  });

  it('serves an inbox from `createLocalApi` through `inProcessFetch`, to the client of notif-elements', async () => {
    const script = join(folder, 'inbox.mjs');
    writeFileSync(
      script,
      `import { createLocalApi, inProcessFetch, DEMO_KEYS } from 'notif-local-api';
import { NotifClient } from 'notif-elements/client';

const fetch = inProcessFetch(createLocalApi({ seed: 'demo' }), 'http://notif.test');
const client = new NotifClient({ baseUrl: 'http://notif.test', auth: { apiKey: DEMO_KEYS.development }, fetch });
const before = await client.countUnseen('subscriber-ada');
const page = await client.listFeed('subscriber-ada', { limit: 3 });
const unseen = page.data.filter((message) => !message.seen).map((message) => message._id);
const changed = await client.markMessagesAs('subscriber-ada', unseen, 'seen');
const after = await client.countUnseen('subscriber-ada');
console.log(JSON.stringify({ before, after, shown: page.data.length, marked: unseen.length, changed: changed.length }));
`,
    );
    const result = JSON.parse(await inFolder(folder, process.execPath, [script])) as Record<string, number>;
    assert.equal(result.shown, 3);
    assert.ok(result.marked > 0, 'the first page of the demo inbox has unseen messages');
    assert.equal(result.changed, result.marked);
    assert.equal(result.after, result.before - result.marked);
  });

  it('ships types that a TypeScript user can compile against', async () => {
    writeFileSync(
      join(folder, 'story.ts'),
      `import { createLocalApi, inProcessFetch, type LocalApiOptions, type LocalState } from 'notif-local-api';

const options: LocalApiOptions = { seed: 'demo', latencyMs: 0 };
const handler: (request: Request) => Promise<Response> = createLocalApi(options);
const fetchLike: typeof fetch = inProcessFetch(handler);
export const states: LocalState[] = [];
export { fetchLike };
`,
    );
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: ['story.ts'],
      }),
    );
    await inFolder(folder, process.execPath, [TSC, '-p', '.']);
  });
});
