/** Carrier tracking numbers and tracking pages, shaped like the carriers' own. */
import type { Random } from './random.ts';

const ALPHANUMERIC: readonly string[] = Array.from('ABCDEFGHJKLMNPRSTUVWXYZ0123456789');

function digits(rng: Random, count: number): string {
  return Array.from({ length: count }, () => String(rng.int(0, 9))).join('');
}

function alphanumeric(rng: Random, count: number): string {
  return Array.from({ length: count }, () => rng.pick(ALPHANUMERIC)).join('');
}

export function trackingNumber(rng: Random, carrier: string): string {
  switch (carrier) {
    case 'UPS':
      return `1Z${alphanumeric(rng, 6)}${digits(rng, 10)}`;
    case 'FedEx':
      return digits(rng, 12);
    default:
      return `9400${digits(rng, 18)}`;
  }
}

export function trackingUrl(carrier: string, tracking: string): string {
  const number = encodeURIComponent(tracking);
  switch (carrier) {
    case 'UPS':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'FedEx':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    default:
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
  }
}
