/**
 * Reorder from low stock, as a plan: one purchase order per vendor and warehouse (a PO is for one
 * warehouse), each line a selected product low there, for its reorder amount. A product with
 * several vendors goes to the first it lists (its usual supplier; the line says how many others
 * there are). Products without a vendor, or whose vendors could not be read, are set apart.
 */
import type { ReplicaStock } from '../../shared/replica/types.ts';

/** A product picked in the Low stock list, with the warehouse rows that make it low. */
export interface ReorderPick {
  readonly sku: string;
  readonly name: string;
  readonly lowIn: readonly ReplicaStock[];
}

/** One entry of `Product.vendors`. */
export interface VendorOffer {
  readonly vendorId: string;
  readonly vendorSku: string | null;
  readonly price: string | null;
}

export interface DraftLine {
  /** `sku@warehouseId`: the key quantities are edited under. */
  readonly key: string;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: string | null;
  readonly vendorSku: string | null;
  /** Other vendors the product lists, not used for this PO. */
  readonly otherVendors: number;
}

export interface PoDraft {
  /** `vendorId@warehouseId`. */
  readonly key: string;
  readonly vendorId: string;
  readonly warehouseId: string;
  readonly warehouseLabel: string;
  readonly lines: readonly DraftLine[];
}

export interface ReorderPlan {
  readonly drafts: readonly PoDraft[];
  /** Picked products whose `vendors` list is empty: no PO can be drafted for them. */
  readonly withoutVendor: readonly ReorderPick[];
  /** Picked products whose vendors were not read (the read failed or is still on its way). */
  readonly unread: readonly ReorderPick[];
}

/**
 * What to order for a low warehouse row: its reorder amount; where none is set, what brings it
 * back to its reorder level (at least one).
 */
export function reorderQuantity(stock: ReplicaStock): number {
  if (stock.reorderAmount > 0) return stock.reorderAmount;
  return Math.max(1, stock.reorderLevel - stock.available);
}

export const lineKey = (sku: string, warehouseId: string): string => `${sku}@${warehouseId}`;

export function draftReorder(
  picks: readonly ReorderPick[],
  vendorsBySku: ReadonlyMap<string, readonly VendorOffer[]>,
): ReorderPlan {
  const drafts = new Map<string, { draft: Omit<PoDraft, 'lines'>; lines: DraftLine[] }>();
  const withoutVendor: ReorderPick[] = [];
  const unread: ReorderPick[] = [];
  for (const pick of picks) {
    const offers = vendorsBySku.get(pick.sku);
    if (offers === undefined) {
      unread.push(pick);
      continue;
    }
    const [offer] = offers;
    if (offer === undefined) {
      withoutVendor.push(pick);
      continue;
    }
    for (const stock of pick.lowIn) {
      const key = `${offer.vendorId}@${stock.warehouseId}`;
      const entry = drafts.get(key) ?? {
        draft: {
          key,
          vendorId: offer.vendorId,
          warehouseId: stock.warehouseId,
          warehouseLabel: stock.warehouseLabel ?? stock.warehouseId,
        },
        lines: [],
      };
      entry.lines.push({
        key: lineKey(pick.sku, stock.warehouseId),
        sku: pick.sku,
        name: pick.name,
        quantity: reorderQuantity(stock),
        price: offer.price,
        vendorSku: offer.vendorSku,
        otherVendors: offers.length - 1,
      });
      drafts.set(key, entry);
    }
  }
  const ordered = [...drafts.values()]
    .map(({ draft, lines }) => ({
      ...draft,
      lines: lines.sort((a, b) => a.sku.localeCompare(b.sku)),
    }))
    .sort(
      (a, b) =>
        a.vendorId.localeCompare(b.vendorId) || a.warehouseLabel.localeCompare(b.warehouseLabel),
    );
  return { drafts: ordered, withoutVendor, unread };
}
