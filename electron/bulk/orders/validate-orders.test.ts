import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/read.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import { schema } from '../../broker/testing/broker-harness.ts';
import type { OrderFact } from '../../broker/applied-checks/orders-by-number.ts';
import type { OrderFacts } from './order-facts.ts';
import { previewOrderImport } from './order-import.ts';
import { MAX_IMPORT_NOTE_CHARS, orderNumbersIn, validateOrderImport } from './validate-orders.ts';

const order = (n: number, extra: Partial<OrderFact> = {}): OrderFact => ({
  id: `Order:${n}`,
  orderNumber: `#${n}`,
  status: 'pending',
  holds: {},
  tags: [],
  ...extra,
});

const FACTS: OrderFacts = {
  orders: new Map([
    ['#1001', { kind: 'one', order: order(1001) }],
    ['#1002', { kind: 'one', order: order(1002, { holds: { fraud_hold: true }, tags: ['VIP'] }) }],
    ['#1003', { kind: 'one', order: order(1003, { status: 'Awaiting stock' }) }],
    ['#1004', { kind: 'many' }],
  ]),
  statuses: ['pending', 'fulfilled', 'Awaiting stock'],
};

const HEADER = 'Order,Change,Value\n';

function table(text: string) {
  const read = readCsv(new TextEncoder().encode(text));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

const validate = (text: string, facts = FACTS) => validateOrderImport(table(text), facts);

function problemsOf(text: string): string[] {
  const result = validate(text);
  if (!result.ok) throw new Error(result.error);
  return result.value.problems.map((p) => p.message);
}

describe('order import headers', () => {
  it('takes the columns in any order and any case', () => {
    const result = validate('value,ORDER, change \nVIP,#1001,tag\n');
    expect(result.ok && result.value.changes).toEqual([
      { line: 2, orderId: 'Order:1001', orderNumber: '#1001', change: 'tag', tag: 'VIP' },
    ]);
  });

  it.each([
    ['Order,Change\n', 'the column "Value" is missing'],
    ['Order number,Change,Value\n', '"Order number" is not a column Floorboard imports'],
    ['Order,Change,Value,Change\n', 'the column "Change" appears twice'],
    ['SKU,Warehouse,Change,Quantity\n', '"SKU" is not a column'],
  ])('refuses the header %j, saying what the first line must be', (text, message) => {
    const result = validate(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(message);
    expect(result.error).toContain('The first line must name the columns: Order, Change, Value.');
  });
});

describe('order import rows', () => {
  it('accepts each kind of change, as people write them', () => {
    const result = validate(
      `${HEADER}#1001,Status,fulfilled\n#1001,place hold,Payment hold\n#1001,Clear Hold,payment\n#1001,TAG, rush \n#1003,note,"Call first, then ship"\n#1002,clear hold,fraud_hold\n`,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.problems).toEqual([]);
    expect(result.value.changes.map((c) => c.change)).toEqual([
      'status',
      'place-hold',
      'clear-hold',
      'tag',
      'note',
      'clear-hold',
    ]);
    expect(result.value.changes[1]).toMatchObject({ hold: 'payment_hold' });
    expect(result.value.changes[3]).toMatchObject({ tag: 'rush' });
    expect(result.value.changes[4]).toMatchObject({ note: 'Call first, then ship' });
  });

  it('names the line and what to fix for each bad row', () => {
    const messages = problemsOf(
      [
        HEADER.trim(),
        'NOPE,tag,x', // 2
        ',tag,x', // 3
        '#1004,tag,x', // 4
        '#1001,archive,x', // 5
        '#1001,status,Shipped', // 6
        '#1001,status,awaiting STOCK', // 7
        '#1001,place hold,vacation', // 8
        '#1001,place hold,shipping method', // 9
        '#1001,tag,', // 10
        '#1001,note,', // 11
        '#1001,status,', // 12
        '#1001,tag', // 13
        '#1001,tag,a,b', // 14
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^Line 2: no order has the number "NOPE"\. Order numbers match exactly/,
      ),
      'Line 3: the order number is empty. Fill it in or remove the row.',
      expect.stringMatching(/^Line 4: more than one order has the number "#1004"/),
      'Line 5: the change "archive" is not one of: status, place hold, clear hold, tag, note.',
      expect.stringContaining(
        'Line 6: no order of this account has the status "Shipped". Use one of the statuses the account uses: "pending", "fulfilled", "Awaiting stock".',
      ),
      'Line 7: the account writes this status "Awaiting stock"; statuses match exactly, so write it that way.',
      'Line 8: there is no hold "vacation". Use one of: operator, payment, address, fraud or client.',
      expect.stringMatching(/^Line 9: the shipping method hold is the service's own/),
      'Line 10: the tag is empty. Write the tag to add.',
      'Line 11: the note is empty. Write the note to add.',
      'Line 12: the new status is empty. Write the status to set.',
      expect.stringMatching(/^Line 13: this row has 2 cells but the header has 3/),
      expect.stringMatching(/^Line 14: this row has 4 cells but the header has 3/),
    ]);
  });

  it('refuses repeated rows and changes that change nothing, counting the rows above', () => {
    const messages = problemsOf(
      [
        HEADER.trim(),
        '#1002,tag,VIP', // 2: already tagged
        '#1002,place hold,fraud', // 3: already on hold
        '#1001,clear hold,fraud', // 4: not on hold
        '#1003,status,Awaiting stock', // 5: already so
        '#1001,place hold,operator', // 6: good
        '#1001,place hold,operator', // 7: on hold after line 6
        '#1001,clear hold,operator', // 8: good (placed by line 6)
        '#1001,status,fulfilled', // 9: good
        '#1001,status,pending', // 10: good (fulfilled after line 9)
        '#1001,note,Hello', // 11: good
        '#1001,note,Hello', // 12: repeats 11
      ].join('\n'),
    );
    expect(messages).toEqual([
      'Line 2: order #1002 already has the tag "VIP". Remove the row.',
      'Line 3: order #1002 is already on fraud hold. Remove the row.',
      'Line 4: order #1001 is not on fraud hold, so there is nothing to clear. Remove the row.',
      'Line 5: order #1003 already has the status "Awaiting stock". Remove the row.',
      'Line 7: order #1001 is already on operator hold after the rows above. Remove the row.',
      'Line 12: this row repeats line 11. Remove one of them.',
    ]);
  });

  it('takes a hold placed, cleared and placed again, and a status set back, in order', () => {
    const result = validate(
      [
        HEADER.trim(),
        '#1001,place hold,operator', // 2
        '#1001,clear hold,operator', // 3
        '#1001,place hold,operator', // 4: a third row, not a repeat
        '#1001,status,fulfilled', // 5: pending -> fulfilled
        '#1001,status,pending', // 6: fulfilled -> pending
        '#1001,status,fulfilled', // 7: pending -> fulfilled again
        '#1001,note,Hello', // 8
        '#1001,note,Hello', // 9: the same note twice would be added twice
      ].join('\n'),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changes.map((c) => c.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(result.value.problems.map((p) => p.message)).toEqual([
      'Line 9: this row repeats line 8. Remove one of them.',
    ]);
  });

  it('refuses a note too long for its import tag to fit, and a tag over the limit', () => {
    const fits = 'n'.repeat(MAX_IMPORT_NOTE_CHARS);
    const result = validate(
      `${HEADER}#1001,note,${fits}\n#1001,note,${fits}x\n#1001,tag,${'t'.repeat(101)}\n`,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changes.map((c) => c.line)).toEqual([2]);
    expect(result.value.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(result.value.problems[0]?.message).toContain('[import 1a2b3c4d line 3]');
  });

  it('lists the distinct order numbers to look up', () => {
    expect(orderNumbersIn(table(`${HEADER}#1,tag,a\n #1 ,tag,b\n#2,note,c\n,tag,d\n`))).toEqual([
      '#1',
      '#2',
    ]);
  });
});

describe('order import files', () => {
  const never: ExecuteRequest = () => {
    throw new Error('nothing may be sent for a file that cannot be read');
  };
  const preview = (text: string | Uint8Array) =>
    previewOrderImport({
      execute: never,
      schema,
      bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
      fileName: 'orders.csv',
      rate: 60,
    });

  it.each([
    ['a stray quote', `${HEADER}#1001,note,"unclosed\n`, 'malformed'],
    ['semicolons', 'Order;Change;Value\n#1001;tag;x\n', 'delimiter'],
    ['an empty file', '   \n', 'empty'],
  ])('refuses %s before looking anything up', async (_, text, kind) => {
    expect(await preview(text)).toMatchObject({
      ok: false,
      error: { kind: 'file', file: { kind } },
    });
  });

  it('refuses UTF-16 with what to do instead', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(`${HEADER}#1,tag,x\n`, 'utf16le')]);
    expect(await preview(utf16)).toMatchObject({
      ok: false,
      error: { kind: 'file', file: { kind: 'encoding' } },
    });
  });

  it('refuses a file over the row limit', async () => {
    const result = await previewOrderImport({
      execute: never,
      schema,
      bytes: new TextEncoder().encode(`${HEADER}#1,tag,a\n#2,tag,b\n#3,tag,c\n`),
      fileName: 'orders.csv',
      rate: 60,
      limits: { maxRows: 2 },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'file', file: { kind: 'too-large' } },
    });
  });
});
