/**
 * `npm run bench:proxy`: the proxy load part of the bench alone (it is also a part of `npm run bench`).
 * Prints its tables and writes bench/proxy-results.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchProxyLoad } from './proxy-load.js';
import { proxyLoadTable } from './report.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'key-seconds': { type: 'string', default: '60' },
    'no-hang': { type: 'boolean', default: false },
    'slow-bodies': { type: 'string', default: '300' },
    out: { type: 'string', default: 'bench/proxy-results.json' },
    /** A git revision whose proxy and local API are measured instead of the working tree's. */
    from: { type: 'string' },
  },
});

function whole(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new RangeError(`--${name} takes a whole number ≥ ${min}, got "${text}"`);
  return n;
}

/** Extracts `revision`'s src/ and local-api/src/ beside node_modules, and points the servers at them. */
function useRevision(revision: string): void {
  const folder = resolve('bench/node_modules/.cache/notif-bench', `revision-${revision.replace(/\W/g, '_')}`);
  mkdirSync(folder, { recursive: true });
  execSync(`git archive ${JSON.stringify(revision)} src local-api/src | tar -x -C ${JSON.stringify(folder)}`);
  // Resolved from inside the repository, so the extracted files find its node_modules.
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
  process.env.BENCH_PROXY_MODULE = join(folder, 'src/proxy/index.ts');
  process.env.BENCH_LOCAL_API_MODULE = join(folder, 'local-api/src/index.ts');
}

if (values.from) useRevision(values.from);

const load = await benchProxyLoad({
  rounds: whole('rounds', values.rounds, 1),
  seconds: whole('seconds', values.seconds, 1),
  connections: whole('connections', values.connections, 1),
  keySeconds: whole('key-seconds', values['key-seconds'], 0),
  hang: !values['no-hang'],
  slowBodies: whole('slow-bodies', values['slow-bodies'], 0),
  log: (line) => console.error(line),
});
process.stdout.write(`${proxyLoadTable(load)}\n`);
await writeFile(values.out, `${JSON.stringify(load, null, 2)}\n`);
