/**
 * The tag an import writes into each change it makes (a stock change's reason, an order note):
 * `[import <run> line <n>]`. It marks the change as this run's and line's, so a change whose reply
 * was lost can be recognised when the service is read back, and anyone reading the history sees
 * where it came from (docs/bulk.md "Lost replies").
 */

/** Short, readable in a history, unique per run and line; at most 33 characters with a space. */
export function importTag(runId: string, line: number): string {
  return `[import ${runId.slice(0, 8)} line ${line}]`;
}

/**
 * The part every tag of one run shares, for the service's contains search of reasons: no
 * bracket, since a LIKE may read `[` as the start of a character class.
 */
export function runTagFragment(runId: string): string {
  return `import ${runId.slice(0, 8)} line `;
}

/** Any run's tag, as `importTag` writes it: the run's first 8 hex digits and the line. */
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
 * Whether a text read back from the service carries this tag. Only the tag counts: the service
 * may trim, collapse spaces or otherwise normalise the user's text around it.
 */
export function carriesTag(text: unknown, tag: string): boolean {
  if (typeof text !== 'string') return false;
  return text.replace(/\s+/g, ' ').toLowerCase().includes(tag.toLowerCase());
}
