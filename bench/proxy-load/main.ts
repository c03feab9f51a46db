/**
 * `npm run bench:proxy`: the proxy load part of the bench alone (it is also a part of `npm run bench`).
 * Prints its tables and writes bench/proxy-results.json.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { benchProxyLoad } from './proxy-load.js';
import { proxyLoadTable } from './report.js';
import { extractRevision } from './revision.js';

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

if (values.from) {
  // The servers import these instead of the working tree's (bench/proxy-load/server-process.ts).
  const modules = extractRevision(values.from);
  process.env.BENCH_PROXY_MODULE = modules.proxyModule;
  process.env.BENCH_LOCAL_API_MODULE = modules.localApiModule;
}

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
