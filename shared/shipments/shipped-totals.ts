/**
 * What the Shipped list adds up: labels, shipments and postage, all told and per carrier and
 * method. Voided labels are counted apart and never in the sums. Money is added in whole cents.
 */
import type { ShippedRow } from './shipped-rows.ts';

export interface ShippedGroup {
  readonly carrier: string;
  readonly method: string;
  readonly labels: number;
  readonly costCents: number;
}

export interface ShippedTotals {
  /** Labels that shipped (voided ones left out). */
  readonly labels: number;
  /** Shipments that went out (shipmentWentOut) with a label among these rows that shipped. */
  readonly shipments: number;
  readonly costCents: number;
  readonly voided: number;
  /** Costs that are not amounts ("n/a"), left out of the sums and said so. */
  readonly unreadableCosts: number;
  /** Carrier, then method, by name. */
  readonly groups: readonly ShippedGroup[];
}

const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** A decimal string as whole cents; null when it is no amount. */
export function costCents(value: string | null): number | null {
  if (value === null) return null;
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export const UNKNOWN_CARRIER = 'Unknown carrier';
export const UNKNOWN_METHOD = 'Unknown method';

export function shippedTotals(rows: readonly ShippedRow[]): ShippedTotals {
  const shipped = rows.filter((row) => !row.voided);
  const groups = new Map<
    string,
    { carrier: string; method: string; labels: number; costCents: number }
  >();
  let total = 0;
  let unreadable = 0;
  for (const row of shipped) {
    const carrier = row.carrier ?? UNKNOWN_CARRIER;
    const method = row.method ?? UNKNOWN_METHOD;
    const key = `${carrier}\u0000${method}`;
    const group = groups.get(key) ?? { carrier, method, labels: 0, costCents: 0 };
    const cents = costCents(row.cost);
    if (cents === null && row.cost !== null) unreadable += 1;
    group.labels += 1;
    group.costCents += cents ?? 0;
    total += cents ?? 0;
    groups.set(key, group);
  }
  return {
    labels: shipped.length,
    shipments: new Set(
      shipped.filter((row) => row.shipmentWentOut).map((row) => row.shipmentId ?? row.key),
    ).size,
    costCents: total,
    voided: rows.length - shipped.length,
    unreadableCosts: unreadable,
    groups: [...groups.values()].sort((a, b) =>
      a.carrier === b.carrier
        ? a.method.localeCompare(b.method)
        : a.carrier.localeCompare(b.carrier),
    ),
  };
}

/** The carriers seen, and the methods seen for one carrier (all when null), for the pickers. */
export function carrierOptions(rows: readonly ShippedRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.carrier ? [row.carrier] : [])))].sort();
}

export function methodOptions(rows: readonly ShippedRow[], carrier: string | null): string[] {
  return [
    ...new Set(
      rows.flatMap((row) =>
        row.method && (!carrier || row.carrier === carrier) ? [row.method] : [],
      ),
    ),
  ].sort();
}
