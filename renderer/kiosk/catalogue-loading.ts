/**
 * While the kiosk's catalogue copy is still being made, a barcode (or a mistyped SKU) cannot be
 * resolved yet: the service looks products up by SKU only (use-service-scan.ts). The kiosk
 * then says how far the copy is and asks for the SKU, instead of blaming the label.
 */
import type { ReplicaStatus } from '../../shared/replica/types.ts';
import { formatPercent } from '../format/number.ts';
import type { Locale } from '../format/locale.ts';

export interface CatalogueLoading {
  /** Share of the catalogue copied so far, rounded down and below 1; null while unknown. */
  readonly share: number | null;
}

/** Null when no copy is being made: it is complete, or this sign-in keeps none. */
export function catalogueLoading(status: ReplicaStatus): CatalogueLoading | null {
  // 'failed': the first copy stopped and is tried again on the next interval.
  if (status.phase !== 'first-sync' && status.phase !== 'failed') return null;
  const total = status.estimatedTotal;
  // Before the first page nothing is copied: 0 %, not "unknown" (the size comes with that page).
  if (total === null || total <= 0) return { share: status.records === 0 ? 0 : null };
  // Never "100 %" while a code still cannot be resolved.
  return { share: Math.min(0.99, Math.floor((status.records / total) * 100) / 100) };
}

export function stillLoadingTitle(loading: CatalogueLoading, locale?: Locale): string {
  const progress = loading.share === null ? '' : ` (${formatPercent(loading.share, locale)})`;
  return `Still loading the catalogue${progress} — type the SKU`;
}

export const STILL_LOADING_HINT =
  'Barcodes work once it has loaded. Until then, type the SKU from the label.';
