/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so the sandbox's data is reproducible:
 * the same seed always yields the same sequence on every platform. Not for anything secret.
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

/** Mixes a seed with a label, so each part of the data gets its own independent stream. */
export function deriveSeed(seed: number, label: string): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

interface Cumulative {
  keys: string[];
  bounds: number[];
}

/** Running totals per weights object, cached: seeding draws from the same few tables often. */
const cumulativeCache = new WeakMap<object, Cumulative>();

function cumulative(weights: Readonly<Record<string, number>>): Cumulative {
  let table = cumulativeCache.get(weights);
  if (table === undefined) {
    const keys = Object.keys(weights);
    let total = 0;
    const bounds = keys.map((key) => (total += weights[key] ?? 0));
    table = { keys, bounds };
    cumulativeCache.set(weights, table);
  }
  return table;
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();

  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // Warm up: sfc32's first outputs are still close to the seed material.
  for (let i = 0; i < 12; i++) next();

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty array');
      return item;
    },
    chance: (probability) => next() < probability,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const { keys, bounds } = cumulative(weights);
      const roll = next() * (bounds.at(-1) ?? 0);
      const index = bounds.findIndex((bound) => roll < bound);
      const key = keys[index === -1 ? keys.length - 1 : index];
      if (key === undefined) throw new RangeError('weighted() needs at least one key');
      // The keys came from `weights`, whose keys are K.
      return key as K;
    },
  };
}
