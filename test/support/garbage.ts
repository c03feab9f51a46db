/**
 * Seeded garbage for fuzz tests, in Node and in the browser: values of every wrong shape a service
 * (or a page) could hand over. The same seed gives the same sequence, so a failure names a case that can be replayed.
 * No string it makes contains the words the tests look for in rendered text (`undefined`, `NaN`, `[object …]`,
 * `[native code]`), so finding one of them always means the code made it.
 */

import type { Random } from './seeded-random.js';

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function chance(random: Random, p: number): boolean {
  return random() < p;
}

/** Characters of a huge field: long enough to have frozen the page when rendered whole. */
export const HUGE = 300_000;

/** Names of object built-ins, which lookups by key used to find on every object. */
export const BUILT_IN_NAMES = [
  'valueOf',
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'toLocaleString',
] as const;

const STRINGS = [
  '',
  ' ',
  '\n\t',
  'hello',
  'Ada Lovelace',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://cdn.example/a b.png',
  '/relative/path',
  '\ud800',
  '\udc00x',
  '🙂🙂',
  'مرحبا',
  '2025-13-45T99:99:99Z',
  '1e16',
  '-1',
  '7',
  'in_app',
  'email',
  'read',
  'Success',
  'failed',
  'high',
  'digest',
  'regular',
  'primary',
  'redirect',
  'done',
  ...BUILT_IN_NAMES,
];

/** A string of some length, at times huge. */
export function garbageString(random: Random): string {
  if (chance(random, 0.04)) return pick(random, ['x', 'word ', 'é', '🙂']).repeat(HUGE);
  if (chance(random, 0.1)) return 'abc '.repeat(1 + Math.floor(random() * 400));
  return pick(random, STRINGS);
}

const NUMBERS = [0, 1, -1, 7, 1.5, 99, 100, 1e16, -1e16, 8.64e15 + 1, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2];

/**
 * Any value JSON can hold (`json`), or also those only a page can make: NaN, Infinity, bigint, functions, symbols,
 * objects with broken `toString`, getters that throw, and objects that contain themselves.
 */
export function garbageValue(random: Random, depth = 0, json = true): unknown {
  const roll = random();
  if (depth > 3 || roll < 0.35) {
    return pick(random, [
      () => null,
      () => true,
      () => false,
      () => pick(random, NUMBERS),
      () => garbageString(random),
      () => garbageString(random),
      ...(json
        ? []
        : [
            () => undefined,
            () => Number.NaN,
            () => Number.POSITIVE_INFINITY,
            () => 10n,
            () => Symbol('s'),
            () => function named() {},
            () => new Date(Number.NaN),
          ]),
    ])();
  }
  if (roll < 0.5) {
    return Array.from({ length: Math.floor(random() * 4) }, () => garbageValue(random, depth + 1, json));
  }
  if (roll < 0.55) return deeplyNested(200 + Math.floor(random() * 2000));
  if (roll < 0.62) return { toString: 1, valueOf: 'x', message: { toString: 1 } };
  if (!json && roll < 0.66) {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    return cyclic;
  }
  if (!json && roll < 0.7) {
    return Object.defineProperty({}, 'subject', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
  }
  const object: Record<string, unknown> = {};
  const keys = Math.floor(random() * 4);
  for (let i = 0; i < keys; i++)
    object[garbageString(random).slice(0, 20) || 'k'] = garbageValue(random, depth + 1, json);
  return object;
}

/** `[[[…"deep"…]]]`, `depth` levels down. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A copy of `record` with some fields (and fields of its objects) replaced by garbage, some removed. */
export function corrupt(random: Random, record: unknown, json = true, rate = 0.3, depth = 0): unknown {
  if (depth > 4 || record === null || typeof record !== 'object') {
    return chance(random, rate) ? garbageValue(random, 0, json) : record;
  }
  if (Array.isArray(record)) {
    const items = record.map((item) => corrupt(random, item, json, rate, depth + 1));
    if (chance(random, rate / 2)) items.push(garbageValue(random, 0, json));
    return items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (chance(random, rate / 4)) continue;
    copy[key] = chance(random, rate)
      ? garbageValue(random, 0, json)
      : corrupt(random, value, json, rate, depth + 1);
  }
  return copy;
}
