import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/read.ts';
import { importTag } from '../run/import-tag.ts';
import { MAX_REASON_CHARS, reasonSent } from './stock-plan.ts';
import { skusIn, validateStockImport, type StockFacts } from './validate-stock.ts';

const facts: StockFacts = {
  warehouses: [
    { id: 'W1', name: 'Primary' },
    { id: 'W2', name: 'Reno West' },
  ],
  onHand: new Map([
    [
      'MUG-1',
      new Map([
        ['W1', 10],
        ['W2', 0],
      ]),
    ],
    ['CAP-2', new Map([['W1', 3]])],
  ]),
};

function table(text: string) {
  const read = readCsv(new TextEncoder().encode(text));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}
const validate = (text: string) => validateStockImport(table(text), facts);
const HEADER = 'SKU,Warehouse,Change,Quantity,Reason\n';

describe('stock import header', () => {
  it('accepts the columns in any order and case, Reason optional', () => {
    const result = validate('quantity,change,warehouse,sku\n5,add,Primary,MUG-1\n');
    expect(result).toMatchObject({ ok: true, value: { problems: [] } });
    if (result.ok)
      expect(result.value.changes[0]).toMatchObject({ sku: 'MUG-1', quantity: 5, reason: '' });
  });

  it.each([
    ['SKU,Warehouse,Change\n', 'the column "Quantity" is missing'],
    ['SKU,Warehouse\n', 'the columns "Change", "Quantity" are missing'],
    ['SKU,Warehouse,Change,Qty\n', '"Qty" is not a column Floorboard imports'],
    ['SKU,SKU,Warehouse,Change,Quantity\n', 'the column "SKU" appears twice'],
  ])('refuses the header %j, saying what to fix', (header, message) => {
    const result = validate(`${header}x\n`);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(message);
      expect(result.error).toContain('SKU, Warehouse, Change, Quantity, Reason');
    }
  });
});

describe('stock import rows', () => {
  it('reports each bad row with its line and keeps the good ones', () => {
    const result = validate(
      HEADER +
        [
          'MUG-1,Primary,add,5,Recount', // 2 ok
          'NOPE-9,Primary,add,1,', // 3 unknown SKU
          'MUG-1,Attic,add,1,', // 4 unknown warehouse
          'MUG-1,W2,remove,2.5,', // 5 not whole
          'CAP-2,Reno West,add,1,', // 6 not stocked there
          'CAP-2,primary,remove,4,', // 7 more than on hand
          'MUG-1,Primary,add,5,Recount', // 8 duplicate of 2
          'MUG-1,Primary,move,1,', // 9 bad change
          'MUG-1,Primary,add', // 10 short row
          'MUG-1,W1,set,0,Empty shelf', // 11 ok, by id
        ].join('\n'),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changes.map((c) => c.line)).toEqual([2, 11]);
    expect(result.value.changes[1]).toMatchObject({
      warehouseId: 'W1',
      warehouseName: 'Primary',
      action: 'set',
    });
    expect(result.value.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    const messages = result.value.problems.map((p) => p.message);
    expect(messages[0]).toBe(
      'Line 3: no product has the SKU "NOPE-9". Check its spelling and case, or remove the row.',
    );
    expect(messages[1]).toContain('there is no warehouse "Attic". Use one of: Primary, Reno West.');
    expect(messages[2]).toContain('"2.5" is not a whole number');
    expect(messages[3]).toContain('"CAP-2" is not stocked in Reno West');
    expect(messages[4]).toContain('removes 4 but only 3 will be on hand in Primary');
    expect(messages[5]).toContain('repeats line 2');
    expect(messages[6]).toContain('"move" is not one of add, remove or set');
    expect(messages[7]).toContain('has 3 cells but the header has 5');
  });

  it('counts the rows above when checking what is on hand', () => {
    const result = validate(
      `${HEADER}CAP-2,Primary,remove,2,a\nCAP-2,Primary,remove,2,b\nCAP-2,Primary,add,5,c\nCAP-2,Primary,remove,6,d\n`,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changes.map((c) => c.line)).toEqual([2, 4, 5]);
    expect(result.value.problems).toEqual([
      {
        line: 3,
        message: expect.stringContaining(
          'removes 2 but only 1 will be on hand in Primary after the rows above',
        ) as unknown,
      },
    ]);
  });

  it.each(['-3', 'abc', '', '1e3', '0x10'])('refuses the quantity %j', (quantity) => {
    const result = validate(`${HEADER}MUG-1,Primary,add,${quantity},\n`);
    expect(result.ok && result.value.problems).toHaveLength(1);
  });

  it('refuses adding or removing zero but allows setting zero', () => {
    const result = validate(`${HEADER}MUG-1,Primary,add,0,\nMUG-1,Primary,set,0,\n`);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.problems.map((p) => p.line)).toEqual([2]);
    expect(result.value.changes.map((c) => c.line)).toEqual([3]);
  });

  it('lists the distinct SKUs to look up', () => {
    expect(
      skusIn(table(`${HEADER}MUG-1,a,add,1,\n MUG-1 ,b,add,1,\nCAP-2,a,add,1,\n,a,add,1,\n`)),
    ).toEqual(['MUG-1', 'CAP-2']);
  });
});

describe('stock import reasons', () => {
  it('refuses a reason too long for the import tag to fit, naming the line and the limit', () => {
    const fits = 'x'.repeat(MAX_REASON_CHARS);
    const long = 'y'.repeat(MAX_REASON_CHARS + 1);
    const result = validate(`${HEADER}MUG-1,Primary,add,1,${fits}\nCAP-2,Primary,add,1,${long}\n`);
    if (!result.ok) throw new Error('header refused');
    expect(result.value.changes.map((c) => c.line)).toEqual([2]);
    expect(result.value.problems).toEqual([
      {
        line: 3,
        message: `Line 3: the reason is ${MAX_REASON_CHARS + 1} characters long; at most ${MAX_REASON_CHARS} fit, since Floorboard adds a tag such as "[import 1a2b3c4d line 3]" that marks the change as this import's. Shorten it.`,
      },
    ]);
  });

  it('keeps the longest reason and the longest tag within 255 characters', () => {
    const change = {
      line: 99_999_999,
      sku: 'S',
      warehouseId: 'W1',
      warehouseName: 'Primary',
      action: 'add' as const,
      quantity: 1,
      reason: 'r'.repeat(MAX_REASON_CHARS),
    };
    const runId = '0123456789abcdef-0123-0123-0123-0123456789ab';
    const sent = reasonSent(change, runId);
    expect(sent.length).toBeLessThanOrEqual(255);
    expect(sent.endsWith(importTag(runId, change.line))).toBe(true);
  });
});
