/**
 * The tests' one seeded generator, in Node and in the browser: the same seed gives the same sequence, so a fuzz
 * case or a fault pattern that fails can be replayed.
 */

/** mulberry32: a 32-bit PRNG, plenty for choosing test cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
