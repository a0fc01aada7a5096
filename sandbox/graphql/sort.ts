/**
 * The `sort` argument (docs/service-notes.md "Query arguments"): comma-separated attributes,
 * ascending by default, `+`/`-` prefixes. Unknown attributes are a bad argument (code 3).
 */
import { badArgument } from './errors.ts';

/** How an attribute compares: text, integers, decimal strings (money), ISODateTime strings. */
export type SortKind = 'text' | 'number' | 'decimal' | 'date';

export type SortAttributes = Readonly<Record<string, SortKind>>;

export interface SortKey {
  attribute: string;
  kind: SortKind;
  descending: boolean;
}

export function parseSort(sort: string, attributes: SortAttributes, connection: string): SortKey[] {
  return sort
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const descending = part.startsWith('-');
      const attribute = part.replace(/^[+-]/, '');
      const kind = attributes[attribute];
      if (!kind) {
        const known = Object.keys(attributes).join(', ');
        throw badArgument(
          `Unknown sort attribute "${attribute}" for ${connection}; use one of ${known}`,
        );
      }
      return { attribute, kind, descending };
    });
}

/** Decimal strings compared by value (ordering only; no arithmetic on money here). */
function compareDecimal(a: string, b: string): number {
  const na = Number(a || '0');
  const nb = Number(b || '0');
  return na === nb ? 0 : na < nb ? -1 : 1;
}

function compareValues(a: unknown, b: unknown, kind: SortKind): number {
  // Nulls and empty strings sort last, as "no value".
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (kind === 'number') return Number(a) - Number(b);
  const sa = typeof a === 'string' ? a : JSON.stringify(a);
  const sb = typeof b === 'string' ? b : JSON.stringify(b);
  if (kind === 'decimal') return compareDecimal(sa, sb);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** A stable sort (ties keep their default order). */
export function sortBy<T extends object>(items: readonly T[], keys: readonly SortKey[]): T[] {
  if (keys.length === 0) return [...items];
  const read = (item: T, attribute: string): unknown =>
    (item as Record<string, unknown>)[attribute];
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const order = compareValues(read(a, key.attribute), read(b, key.attribute), key.kind);
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  });
}
