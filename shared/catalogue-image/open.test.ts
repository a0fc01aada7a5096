/**
 * Opening an image: every product reads back exactly (lone surrogates, emoji, nulls, absent row
 * prices, fractional figures); a truncated image, or one with a byte of its header or section
 * table flipped, or whose counts or offsets were changed with a recomputed checksum, gives a
 * typed error, never a crash or rows. The sections' content is not fuzzed here: at rest the
 * image is sealed with authenticated encryption, which rejects any changed byte before opening.
 */
import { describe, expect, it } from 'vitest';
import type { ReplicaProduct } from '../replica/types.ts';
import { buildCatalogueImage } from './build.ts';
import { checksumOf, DATA_START, HEADER, SECTIONS, TABLE_START } from './format.ts';
import { openCatalogueImage, readSections } from './open.ts';
import { productAt } from './read-product.ts';
import { awkwardCatalogue } from './testing/awkward-catalogue.ts';

/** A small seeded generator, so a failure names the case that failed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const PRODUCTS: ReplicaProduct[] = [
  ...awkwardCatalogue({ products: 200, seed: 7, fractional: true }),
  {
    id: 'odd',
    sku: 'Ü-\uD800-1',
    name: 'Mug 🍵 \uDC00 half',
    barcode: '',
    price: null,
    value: null,
    currency: null,
    createdAt: null,
    updatedAt: null,
    stock: [],
  },
];

function readAll(bytes: Uint8Array): ReplicaProduct[] {
  const sections = readSections(bytes);
  if (!sections.ok) throw new Error(sections.error.message);
  return PRODUCTS.map((_, row) => productAt(sections.value, row));
}

function sectionEnds(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return SECTIONS.flatMap((_, s) => {
    const offset = view.getUint32(TABLE_START + s * 8, true);
    return [offset, offset + view.getUint32(TABLE_START + s * 8 + 4, true)];
  });
}

describe('opening a catalogue image', () => {
  const image = buildCatalogueImage(PRODUCTS);

  it('reads every product back exactly', () => {
    expect(readAll(image)).toStrictEqual(PRODUCTS);
  });

  it('opens an image lying at an unaligned place in a larger buffer', () => {
    const larger = new Uint8Array(image.length + 3);
    larger.set(image, 3);
    expect(readAll(larger.subarray(3))).toStrictEqual(PRODUCTS);
  });

  it('refuses an image cut at any section boundary or at random points', () => {
    const next = random(11);
    const cuts = [0, 3, DATA_START - 1, DATA_START, ...sectionEnds(image)];
    for (let i = 0; i < 200; i++) cuts.push(Math.floor(next() * image.length));
    for (const cut of new Set(cuts.filter((at) => at < image.length))) {
      const opened = openCatalogueImage(image.slice(0, cut));
      expect(opened.ok, `cut at ${cut}`).toBe(false);
      if (!opened.ok) expect(['too-short', 'wrong-length']).toContain(opened.error.kind);
    }
  });

  it('refuses an image with an extra byte', () => {
    const longer = new Uint8Array(image.length + 1);
    longer.set(image);
    expect(openCatalogueImage(longer)).toMatchObject({
      ok: false,
      error: { kind: 'wrong-length' },
    });
  });

  it('refuses every flipped byte of the header and section table', () => {
    const next = random(5);
    for (let at = 0; at < DATA_START; at++) {
      const bad = image.slice();
      bad[at] = (bad[at] ?? 0) ^ (1 + Math.floor(next() * 255));
      expect(openCatalogueImage(bad).ok, `byte ${at}`).toBe(false);
    }
  });

  it('refuses forged counts and offsets even when the checksum is recomputed', () => {
    const forged = (change: (view: DataView) => void): Uint8Array => {
      const bad = image.slice();
      const view = new DataView(bad.buffer);
      change(view);
      view.setUint32(HEADER.checksum * 4, checksumOf(bad), true);
      return bad;
    };
    const word = (view: DataView, at: number, delta: number) =>
      view.setUint32(at, view.getUint32(at, true) + delta, true);
    const cases = [
      forged((view) => word(view, HEADER.products * 4, 1)),
      forged((view) => word(view, HEADER.tokens * 4, -1)),
      forged((view) => word(view, HEADER.numberKind * 4, 2)),
      forged((view) => word(view, HEADER.sectionCount * 4, 1)),
      forged((view) => word(view, TABLE_START + 8, 8)),
      forged((view) => word(view, TABLE_START + 12 * 8, -8)),
      forged((view) => word(view, TABLE_START + 4, 4)),
    ];
    for (const bad of cases) {
      const opened = openCatalogueImage(bad);
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(['bad-section', 'inconsistent']).toContain(opened.error.kind);
    }
  });

  it('says what is wrong with bytes that are not an image', () => {
    expect(openCatalogueImage(new Uint8Array(10))).toMatchObject({
      ok: false,
      error: { kind: 'too-short' },
    });
    expect(openCatalogueImage(new Uint8Array(DATA_START + 8))).toMatchObject({
      ok: false,
      error: { kind: 'not-an-image' },
    });
    const newer = image.slice();
    new DataView(newer.buffer).setUint32(HEADER.version * 4, 2, true);
    expect(openCatalogueImage(newer)).toMatchObject({
      ok: false,
      error: { kind: 'unsupported-version' },
    });
  });
});
