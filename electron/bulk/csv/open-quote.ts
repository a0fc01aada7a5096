/**
 * Where an unclosed quote opened. csv-parse reports an unclosed quote where the file ends (and
 * counts a CRLF line break as two lines), which points the user at the wrong line; the quote that
 * never closed is the last one that opened a quoted cell. Quoting as RFC 4180 has it, as the
 * parser reads it: a quote opens a cell only at the cell's start, and a doubled quote inside is a
 * quote character. A line ends at LF, CRLF (once) or a lone CR.
 */

/** 1-based line of the quote left open at the end of `text`, or null when every quote closed. */
export function unclosedQuoteLine(text: string): number | null {
  let line = 1;
  let openedAt: number | null = null;
  let cellStart = true;
  for (let at = 0; at < text.length; at++) {
    const c = text[at];
    if (openedAt !== null) {
      if (c === '"') {
        if (text[at + 1] === '"') at++;
        else openedAt = null;
      } else if (c === '\n' || (c === '\r' && text[at + 1] !== '\n')) {
        line++;
      }
      continue;
    }
    if (c === '"' && cellStart) {
      openedAt = line;
      continue;
    }
    if (c === '\n' || (c === '\r' && text[at + 1] !== '\n')) line++;
    cellStart = c === ',' || c === '\n' || c === '\r';
  }
  return openedAt;
}
