/**
 * Vendors whose name matches the quick finder's text: a name starting with it first, then a word
 * of the name starting with it, then the text anywhere in the name; any case, at most three.
 */
export interface VendorName {
  readonly id: string;
  readonly name: string;
}

export const FINDER_VENDORS = 3;

/** Two letters at least: one letter would match nearly every vendor. */
export const MIN_VENDOR_TEXT = 2;

export function matchVendors(text: string, vendors: readonly VendorName[]): VendorName[] {
  const wanted = text.trim().toLowerCase();
  if (wanted.length < MIN_VENDOR_TEXT) return [];
  const rank = (name: string): number => {
    const lower = name.toLowerCase();
    if (lower.startsWith(wanted)) return 0;
    if (lower.split(/\s+/).some((word) => word.startsWith(wanted))) return 1;
    return lower.includes(wanted) ? 2 : 3;
  };
  return vendors
    .map((vendor) => ({ vendor, rank: rank(vendor.name) }))
    .filter((m) => m.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.vendor.name.localeCompare(b.vendor.name))
    .slice(0, FINDER_VENDORS)
    .map((m) => m.vendor);
}
