/**
 * Where a live stream's heap goes: the server of the live-streams bench (`proxy`, `hono` or `bare`) holds `first` streams,
 * a heap snapshot is taken (after two collections), `more` streams are added, and a second is taken; the objects
 * that grew between the two, by kind and constructor, are printed per stream added (count and bytes), largest first.
 *
 *   node --import tsx bench/live-streams/heap-diff.ts [proxy|hono|bare] [first] [more]
 */
import { readFile, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStream, startServer, type LiveStreamMode } from './live-streams.js';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Count and self size of every kind of object in a snapshot, keyed `kind constructor`. */
async function census(file: string): Promise<Map<string, { count: number; bytes: number }>> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
  const fields = parsed.snapshot.meta.node_fields;
  const kinds = parsed.snapshot.meta.node_types[0];
  const at = (name: string) => fields.indexOf(name);
  const [type, name, size] = [at('type'), at('name'), at('self_size')];
  const groups = new Map<string, { count: number; bytes: number }>();
  for (let index = 0; index < parsed.nodes.length; index += fields.length) {
    const kind = kinds[parsed.nodes[index + type]!]!;
    const label = ['string', 'concatenated string', 'sliced string', 'number', 'code', 'hidden'].includes(
      kind,
    )
      ? kind
      : `${kind} ${parsed.strings[parsed.nodes[index + name]!]!.slice(0, 60)}`;
    const group = groups.get(label) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += parsed.nodes[index + size]!;
    groups.set(label, group);
  }
  return groups;
}

const mode = (process.argv[2] ?? 'proxy') as LiveStreamMode;
const first = Number(process.argv[3] ?? 1000);
const more = Number(process.argv[4] ?? 1000);
const server = await startServer(mode);
const sockets: Socket[] = [];

async function open(from: number, count: number): Promise<void> {
  for (let start = from; start < from + count; start += 500) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(500, from + count - start) }, (_, k) =>
        openStream(server.port, start + k, 1e9),
      ),
    );
    for (const { socket, ok } of batch) {
      if (!ok) throw new Error('a stream was refused');
      socket.on('data', () => undefined);
      sockets.push(socket);
    }
  }
}

try {
  await open(0, first);
  const before = join(tmpdir(), `live-${mode}-${first}.heapsnapshot`);
  await server.ask(`snapshot ${before}`);
  await open(first, more);
  const after = join(tmpdir(), `live-${mode}-${first + more}.heapsnapshot`);
  await server.ask(`snapshot ${after}`);
  const [a, b] = [await census(before), await census(after)];
  if (!process.env.KEEP_SNAPSHOTS) await Promise.all([rm(before), rm(after)]);
  const rows = [...b]
    .map(([label, { count, bytes }]) => ({
      label,
      count: (count - (a.get(label)?.count ?? 0)) / more,
      bytes: (bytes - (a.get(label)?.bytes ?? 0)) / more,
    }))
    .filter((row) => Math.abs(row.bytes) >= 4 || Math.abs(row.count) >= 0.5)
    .sort((x, y) => y.bytes - x.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  process.stdout.write(
    `${mode}: ${total.toFixed(0)} B of heap per stream added (${first} -> ${first + more})\n`,
  );
  for (const row of rows)
    process.stdout.write(
      `${row.bytes.toFixed(1).padStart(8)} B ${row.count.toFixed(2).padStart(6)}x  ${row.label}\n`,
    );
} finally {
  for (const socket of sockets) socket.destroy();
  server.child.stdin!.write('quit\n');
}
