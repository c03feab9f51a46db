/**
 * The flags of the `notif-local-api` command (docs/api.md#the-local-api), parsed and checked without any Node import so they
 * can be tested alone. A wrong flag is a {@link CliUsageError}; the CLI prints it and exits with 2.
 */

import { isHostPattern } from './allowed-hosts.js';

/** What the command line asked for. */
export interface CliOptions {
  port: number;
  host: string;
  /** JSON file the state is loaded from and saved to. */
  data?: string;
  seed: 'demo' | 'empty';
  envelope: boolean;
  /** Allowed cross-origin callers; undefined keeps the default (localhost and 127.0.0.1, any port). */
  corsOrigins?: string[];
  /** `Host` names answered besides localhost, 127.0.0.1, [::1] and `host`. */
  allowedHosts?: string[];
  retentionDays: number;
  latencyMs: number;
  failRate: number;
  help: boolean;
}

/** A command line that cannot be run; the message says which flag and why. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

/** Text of `--help`. */
export const USAGE = `Usage: notif-local-api [options]

Serves the notification API from memory (demo data by default), for demos, tests and local development.

Options:
  --port <n>             Port to listen on (default 4100; 0 picks a free port)
  --host <host>          Address to bind (default 127.0.0.1)
  --data <file.json>     Load the state from this file (created from the seed if missing) and save every change to it
  --seed <demo|empty>    Data to start with when there is no data file (default demo)
  --envelope             Wrap success bodies as { "data": ... }, as the hosted service does
  --cors-origin <url>    Origin allowed to call cross-origin; repeatable; "*" allows any
                         (default: any http://localhost:* and http://127.0.0.1:* origin)
  --allowed-host <host>  Host header answered besides localhost, 127.0.0.1, [::1] and --host (name, or name:port);
                         repeatable. Any other Host is refused with 421 (a DNS-rebinding page sends its own)
  --retention-days <n>   Days of notification events that can be listed (default 30)
  --latency <ms>         Delay every request by this many milliseconds (default 0)
  --fail-rate <0..1>     Share of requests answered 503 before touching any state (default 0)
  --help                 Show this help
`;

const WITH_VALUE = new Set([
  'port',
  'host',
  'data',
  'seed',
  'cors-origin',
  'allowed-host',
  'retention-days',
  'latency',
  'fail-rate',
]);
const SWITCHES = new Set(['envelope', 'help']);

/** Parses `argv` (without the node and script paths). */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    port: 4100,
    host: '127.0.0.1',
    seed: 'demo',
    envelope: false,
    retentionDays: 30,
    latencyMs: 0,
    failRate: 0,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      options.help = true;
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new CliUsageError(`Unexpected argument "${arg}"`);
    const [, name = '', inline] = match;
    if (SWITCHES.has(name)) {
      if (inline !== undefined) throw new CliUsageError(`--${name} takes no value`);
      if (name === 'help') options.help = true;
      else options.envelope = true;
      continue;
    }
    if (!WITH_VALUE.has(name)) throw new CliUsageError(`Unknown option --${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new CliUsageError(`--${name} needs a value`);
    }
    apply(options, name, value);
  }
  return options;
}

function apply(options: CliOptions, name: string, value: string): void {
  switch (name) {
    case 'port':
      options.port = integer(name, value, 0, 65535);
      break;
    case 'host':
      if (value.trim() === '') throw new CliUsageError('--host must not be empty');
      options.host = value.trim();
      break;
    case 'data':
      if (value.trim() === '') throw new CliUsageError('--data must be a file path');
      options.data = value;
      break;
    case 'seed':
      if (value !== 'demo' && value !== 'empty') {
        throw new CliUsageError(`--seed must be demo or empty (got "${value}")`);
      }
      options.seed = value;
      break;
    case 'cors-origin':
      (options.corsOrigins ??= []).push(origin(value));
      break;
    case 'allowed-host':
      if (!isHostPattern(value))
        throw new CliUsageError(
          `--allowed-host must be a host name such as app.test or app.test:8080 (got "${value}")`,
        );
      (options.allowedHosts ??= []).push(value.trim().toLowerCase());
      break;
    case 'retention-days':
      options.retentionDays = integer(name, value, 1, 36500);
      break;
    case 'latency':
      options.latencyMs = integer(name, value, 0, 600_000);
      break;
    case 'fail-rate': {
      const rate = /^\d+(?:\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(rate >= 0 && rate <= 1))
        throw new CliUsageError(`--fail-rate must be a number from 0 to 1 (got "${value}")`);
      options.failRate = rate;
      break;
    }
  }
}

function integer(name: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new CliUsageError(`--${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

/** An origin (`scheme://host[:port]`, a trailing slash tolerated), or `*`. */
function origin(value: string): string {
  if (value === '*') return value;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const trimmed = value.replace(/\/$/, '');
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== trimmed) {
    throw new CliUsageError(`--cors-origin must be an origin such as http://localhost:5173 (got "${value}")`);
  }
  return url.origin;
}
