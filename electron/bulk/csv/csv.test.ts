import { describe, expect, it } from 'vitest';
import { inertCell, isFormulaLike } from './inert.ts';
import { MAX_IMPORT_ROWS, readCsv, readCsvFile } from './read.ts';
import { UTF8_BOM, csvText } from './write.ts';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string) => readCsv(utf8(text));

describe('formula injection', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+41 20 000', "'+41 20 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['=HYPERLINK("http://x.test","click")', '\'=HYPERLINK("http://x.test","click")'],
    ['-Widget', "'-Widget"],
  ])('makes %j inert', (value, expected) => {
    expect(isFormulaLike(value)).toBe(true);
    expect(inertCell(value)).toBe(expected);
  });

  it.each(['Blue mug', 'SKU-1', '12', '-12', '-0.5', '', "'=already quoted", 'a=b'])(
    'leaves %j as it is',
    (value) => {
      expect(isFormulaLike(value)).toBe(false);
      expect(inertCell(value)).toBe(value);
    },
  );

  it('writes inert cells into the file, quoted where the text needs it', () => {
    const text = csvText(
      ['Name', 'Note'],
      [
        ['=1+1', '@x,y'],
        ['-5', '+1'],
      ],
    );
    expect(text).toBe("Name,Note\r\n'=1+1,\"'@x,y\"\r\n-5,'+1\r\n");
    // Read back as text, no cell starts with a trigger any more.
    const parsed = read(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const cells = parsed.value.records.flatMap((r) => r.cells);
    expect(cells.filter(isFormulaLike)).toEqual([]);
  });
});

describe('writing', () => {
  it('follows RFC 4180: CRLF, quotes around commas, quotes and line breaks, doubled quotes', () => {
    const text = csvText(
      ['SKU', 'Name', 'On hand'],
      [
        ['A1', 'Mug, blue', 3],
        ['B2', 'The "big" one', 0],
        ['C3', 'two\nlines', null],
      ],
    );
    expect(text).toBe(
      'SKU,Name,On hand\r\nA1,"Mug, blue",3\r\nB2,"The ""big"" one",0\r\nC3,"two\nlines",\r\n',
    );
  });

  it('adds the UTF-8 byte-order mark only for Excel', () => {
    expect(csvText(['A'], [['é']], { excel: true }).startsWith(UTF8_BOM)).toBe(true);
    expect(csvText(['A'], [['é']]).startsWith(UTF8_BOM)).toBe(false);
  });

  it('round-trips any text through the reader', () => {
    const rows = [['Ünïcödé ✓', 'x"y', 'a,b', 'line1\r\nline2', '  spaced  ']];
    const parsed = readCsv(utf8(csvText(['a', 'b', 'c', 'd', 'e'], rows, { excel: true })));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.records[0]?.cells).toEqual(rows[0]);
  });
});

describe('reading', () => {
  it('numbers each record by the line it starts on, across empty lines and quoted line breaks', () => {
    const parsed = read('sku,qty\r\nA,1\r\n\r\n"B\nb",2\r\nC,3\r\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.header).toEqual(['sku', 'qty']);
    expect(parsed.value.records.map((r) => [r.line, r.cells[0]])).toEqual([
      [2, 'A'],
      [4, 'B\nb'],
      [6, 'C'],
    ]);
  });

  it('keeps short and long rows for the validator to report', () => {
    const parsed = read('a,b\n1\n1,2,3\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.records.map((r) => r.cells.length)).toEqual([1, 3]);
  });

  it('strips the UTF-8 byte-order mark', () => {
    const parsed = read(`${UTF8_BOM}sku\nA\n`);
    expect(parsed.ok && parsed.value.header).toEqual(['sku']);
  });

  it('refuses UTF-16 with and without a byte-order mark', () => {
    const le = Buffer.from('\uFEFFsku,qty\r\nA,1\r\n', 'utf16le');
    const bare = Buffer.from('sku,qty\r\nA,1\r\n', 'utf16le');
    for (const bytes of [le, bare]) {
      const result = readCsv(bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toMatchObject({ kind: 'encoding', encoding: 'utf-16' });
        expect(result.error.message).toContain('CSV UTF-8');
      }
    }
  });

  it('refuses Latin-1 bytes that are not UTF-8, naming the line', () => {
    const bytes = Buffer.concat([utf8('sku,reason\nA,ok\nB,caf'), Buffer.from([0xe9]), utf8('\n')]);
    const result = readCsv(bytes);
    expect(result).toMatchObject({ ok: false, error: { kind: 'encoding', line: 3 } });
  });

  it.each([
    ['sku;qty\nA;1\n', ';', 'semicolons'],
    ['sku\tqty\nA\t1\n', '\t', 'tabs'],
  ])('refuses another delimiter: %j', (text, delimiter, name) => {
    const result = read(text);
    expect(result).toMatchObject({ ok: false, error: { kind: 'delimiter', delimiter } });
    if (!result.ok) expect(result.error.message).toContain(name);
  });

  it('accepts a semicolon inside a comma-separated file', () => {
    expect(read('sku,reason\nA,"count; shelf 2"\n').ok).toBe(true);
  });

  it('refuses more rows than the limit, saying the limit', () => {
    const text = `sku\n${'A\n'.repeat(11)}`;
    const result = readCsv(utf8(text), { maxRows: 10 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'too-large', limit: 10 } });
    if (!result.ok) expect(result.error.message).toContain('at most 10 rows');
    expect(readCsv(utf8(`sku\n${'A\n'.repeat(10)}`), { maxRows: 10 }).ok).toBe(true);
  });

  it('refuses a file over the byte limit before decoding it', () => {
    const result = readCsv(new Uint8Array(2048), { maxBytes: 1024 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'too-large' } });
  });

  it.each([
    ['LF', '\n'],
    ['CRLF (counted once)', '\r\n'],
  ])(
    'reports an unclosed quote at the line where it opened, not where the file ends (%s)',
    async (_, eol) => {
      const text = ['sku,qty', 'A,1', '"B,2', 'C,3', 'D,4', ''].join(eol);
      for (const result of [read(text), await readCsvFile(utf8(text))]) {
        expect(result).toMatchObject({ ok: false, error: { kind: 'malformed', line: 3 } });
        if (!result.ok) {
          expect(result.error.message).toBe(
            'Line 3: a quoted cell opens here and is never closed. Check for a stray double quote (") on this line, or add the closing one.',
          );
        }
      }
    },
  );

  it('counts the lines of closed quoted cells and doubled quotes before the unclosed one', () => {
    const text = 'sku,note\r\nA,"two\r\nlines"\r\nB,"say ""hi"""\r\nC,"open\r\nD,4\r\n';
    expect(read(text)).toMatchObject({ ok: false, error: { kind: 'malformed', line: 5 } });
  });

  it('reports a quote in the middle of a cell with its line and the fix', () => {
    const result = read('sku,reason\nA,ok\nB,say "hi"\n');
    expect(result).toMatchObject({ ok: false, error: { kind: 'malformed', line: 3 } });
    if (!result.ok) expect(result.error.message).toContain('double the inner quote');
  });

  it('refuses an empty file', () => {
    expect(read(' \n')).toMatchObject({ ok: false, error: { kind: 'empty' } });
  });
});

/** A large file with every awkward thing a slice boundary could cut through. */
function largeFile(rows: number): string {
  const lines = ['SKU,Warehouse,Change,Quantity,Reason'];
  for (let i = 0; i < rows; i++) {
    const reason =
      i % 7 === 0
        ? `"multi-line\r\nreason ${i}, with ""quotes"" and a comma"`
        : i % 5 === 0
          ? `"Zählung ✓ ${'x'.repeat(i % 300)}"`
          : `count ${i} ${'y'.repeat(i % 120)}`;
    lines.push(`SKU-${i},Primary,${i % 3 === 0 ? 'set' : 'add'},${i % 50},${reason}`);
    if (i % 1000 === 0) lines.push('');
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe('reading an import file in slices (the streaming parser)', () => {
  it('gives exactly what the one-go parser gives, for a large file', async () => {
    const bytes = utf8(largeFile(MAX_IMPORT_ROWS));
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const whole = readCsv(bytes);
    if (!whole.ok) throw new Error(whole.error.message);
    expect(whole.value.records).toHaveLength(MAX_IMPORT_ROWS);
    expect(await readCsvFile(bytes)).toEqual(whole);
  });

  it('gives the same problems: a bad quote deep in the file, too many rows, other checks', async () => {
    const broken = `${largeFile(20_000)}SKU-X,Primary,add,1,say "hi"\r\n`;
    const samples = [
      { bytes: utf8(broken), limits: {} },
      { bytes: utf8(largeFile(2_000)), limits: { maxRows: 1_999 } },
      { bytes: utf8('sku;qty\nA;1\n'), limits: {} },
      { bytes: utf8(' \n'), limits: {} },
      { bytes: new Uint8Array(2048), limits: { maxBytes: 1024 } },
    ];
    for (const { bytes, limits } of samples) {
      const whole = readCsv(bytes, limits);
      expect(whole.ok).toBe(false);
      expect(await readCsvFile(bytes, limits)).toEqual(whole);
    }
    const deep = readCsv(utf8(broken));
    expect(deep).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('lets the event loop run while it reads', async () => {
    const bytes = utf8(largeFile(20_000));
    let turns = 0;
    let reading = true;
    const tick = (): void => {
      turns++;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const result = await readCsvFile(bytes);
    reading = false;
    expect(result.ok).toBe(true);
    // One turn per 64 K slice at least: other work (IPC) is not held up for the whole file.
    expect(turns).toBeGreaterThan(bytes.length / (64 * 1024) / 2);
  });
});
