/** Today as the person's own calendar has it (`YYYY-MM-DD`), from an injectable clock. */
import { useNow } from '../state/use-now.ts';

export function localDay(ms: number): string {
  const d = new Date(ms);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
}

/** Re-read every minute, so "late" turns over at midnight without a reload. */
export function useToday(): string {
  return localDay(useNow(60_000));
}
