/**
 * The tag an import writes into each change it makes (a stock change's reason, an order note):
 * `[import <run> line <n>]`, the line written with 8 digits (`line 00000412`). It marks the change
 * as this run's and line's, so a change whose reply was lost can be recognised when the service
 * is read back, and anyone reading the history sees where it came from (docs/bulk.md "Lost
 * replies"). The fixed width lets the service's contains search of reasons find one line, or every
 * line starting with some digits, and nothing else (docs/bulk.md "The service as witness").
 */

/**
 * Digits of a tag's line. A file is at most 16 MB, so it has fewer than 10^8 lines, and a tag's
 * line never needs more; lines written before the width was fixed have no leading zero.
 */
export const TAG_LINE_DIGITS = 8;

/** A line as a tag writes it: `412` → `00000412`. */
export const tagLine = (line: number): string => String(line).padStart(TAG_LINE_DIGITS, '0');

/** Short, readable in a history, unique per run and line; at most 31 characters. */
export function importTag(runId: string, line: number): string {
  return `[import ${runId.slice(0, 8)} line ${tagLine(line)}]`;
}

/**
 * The part every tag of one run shares, for the service's contains search of reasons: no
 * bracket, since a LIKE may read `[` as the start of a character class. Tags written before the
 * line's width was fixed share it too.
 */
export function runTagFragment(runId: string): string {
  return `import ${runId.slice(0, 8)} line `;
}

/**
 * The part shared by the run's tags whose line, as tags write it (8 digits), starts with
 * `digits`: with all 8 digits, one line's tag alone. Never a tag written before the width was
 * fixed (whose line does not start with 0).
 */
export function linesTagFragment(runId: string, digits: string): string {
  return `${runTagFragment(runId)}${digits}`;
}

/** Any run's tag, as `importTag` writes it (or wrote it before: the line without zeros). */
const ANY_TAG = /\[import ([0-9a-f]{8}) line (\d+)\]/g;

/**
 * The last import tag in a text read back from the service (a reason or a note), or null. The
 * last, since `withTag` puts the tag after whatever the user wrote.
 */
export function readImportTag(text: string): { tag: string; run: string; line: number } | null {
  const match = [...text.matchAll(ANY_TAG)].at(-1);
  if (!match) return null;
  const [tag, run = '', line = ''] = match;
  return { tag, run, line: Number(line) };
}

/** Characters the tag and the space before it may take: the room to leave in a limited field. */
export const TAG_ROOM = 34;

/** The user's text with the tag after it, or the tag alone. */
export function withTag(text: string, runId: string, line: number): string {
  const tag = importTag(runId, line);
  return text.trim() === '' ? tag : `${text.trim()} ${tag}`;
}

/**
 * A text read back from the service as tags in it are compared: the service may collapse spaces
 * or change case around (and, in principle, inside) the tag it was sent.
 */
export const tagText = (text: string): string => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a text read back from the service carries this tag (`importTag`'s). Only the tag counts:
 * the service may trim, collapse spaces or otherwise normalise the user's text around it. The
 * same run and line written without the zeros (before the width was fixed) count too.
 */
export function carriesTag(text: unknown, tag: string): boolean {
  if (typeof text !== 'string') return false;
  const wanted = readImportTag(tag.toLowerCase());
  if (!wanted) return false;
  return [...tagText(text).matchAll(ANY_TAG)].some(
    ([, run, line]) => run === wanted.run && Number(line) === wanted.line,
  );
}
