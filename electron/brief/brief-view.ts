/** The brief as the bridge carries it, from what main keeps: counts and the newest few records. */
import { BRIEF_KINDS, type Brief, type BriefLine } from '../../shared/brief/brief.ts';
import type { BriefMemory } from './brief-memory.ts';

/** How many records each line carries for the UI to open; `count` says how many there are. */
export const ITEMS_PER_LINE = 5;

/** `refreshing`: a refresh is under way (the kept state says how the last one ended). */
export function briefOf(memory: BriefMemory, refreshing: boolean): Brief {
  const lines: BriefLine[] = BRIEF_KINDS.map((kind) => {
    const entries = memory.lines[kind];
    const newest = [...entries].sort((a, b) => b.ms - a.ms || (a.key < b.key ? -1 : 1));
    return {
      kind,
      count: entries.length,
      items: newest.slice(0, ITEMS_PER_LINE).map((entry) => entry.item),
      missingScope: memory.missing[kind] ?? null,
      incomplete: (memory.dropped[kind] ?? -Infinity) >= memory.sinceMs,
    };
  });
  return {
    since: new Date(memory.sinceMs).toISOString(),
    updatedAt: memory.updatedAt,
    state: refreshing ? 'refreshing' : memory.state,
    error: memory.error,
    lines,
    lastRefreshCredits: memory.lastRefreshCredits,
    dayCredits: memory.dayCredits,
  };
}
