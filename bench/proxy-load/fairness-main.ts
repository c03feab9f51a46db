/**
 * `npm run bench -- --only fairness` runs this part alone too; this file runs it without the rest of the bench:
 * `npx tsx bench/proxy-load/fairness-main.ts [--seconds 5]`. Prints the table.
 */
import { parseArgs } from 'node:util';
import { benchFairness, fairnessMarkdown } from './fairness.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' } } });
const seconds = Number(values.seconds);
if (!Number.isInteger(seconds) || seconds < 1) throw new RangeError(`--seconds takes a whole number ≥ 1`);
const run = await benchFairness({ seconds, log: (line) => console.error(line) });
process.stdout.write(`${fairnessMarkdown(run)}\n`);
