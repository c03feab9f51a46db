/**
 * `npm run bench:proxy`: the proxy load part of the bench alone (it is also a part of `npm run bench`).
 * Prints its tables and writes bench/proxy-results.json.
 */
import { writeFile } from 'node:fs/promises';
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
    out: { type: 'string', default: 'bench/proxy-results.json' },
  },
});

function whole(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new RangeError(`--${name} takes a whole number ≥ ${min}, got "${text}"`);
  return n;
}

const load = await benchProxyLoad({
  rounds: whole('rounds', values.rounds, 1),
  seconds: whole('seconds', values.seconds, 1),
  connections: whole('connections', values.connections, 1),
  keySeconds: whole('key-seconds', values['key-seconds'], 0),
  hang: !values['no-hang'],
  log: (line) => console.error(line),
});
process.stdout.write(`${proxyLoadTable(load)}\n`);
await writeFile(values.out, `${JSON.stringify(load, null, 2)}\n`);
