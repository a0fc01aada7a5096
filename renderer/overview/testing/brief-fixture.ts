/** A brief as main's engine delivers it, for the overview's tests. */
import {
  BRIEF_KINDS,
  type Brief,
  type BriefItem,
  type BriefLine,
} from '../../../shared/brief/brief.ts';

export const item = (id: string, label: string, detail: string): BriefItem => ({
  id,
  label,
  detail,
  at: '2026-11-27T07:30:00',
});

const ITEMS: Partial<Record<BriefLine['kind'], readonly BriefItem[]>> = {
  'new-holds': [item('O1', '#100512', 'Operator hold'), item('O2', '#100498', 'Address hold')],
  'large-adjustments': [item('SBX-004', 'SBX-004', '−140 at Columbus East, by Sam')],
  'crossed-reorder': [item('SBX-007', 'SBX-007', '8 available, reorder at 10')],
  'po-arrived': [item('PO7', 'PO-1447', 'Arrived at Columbus East')],
};

/** Every line, with `counts` per kind (absent: none). */
export function briefWith(
  counts: Partial<Record<BriefLine['kind'], number>>,
  overrides: Partial<Brief> = {},
  missing: Partial<Record<BriefLine['kind'], string>> = {},
): Brief {
  return {
    since: '2026-11-26T00:00:00',
    updatedAt: '2026-11-27T08:12:00',
    state: 'fresh',
    error: null,
    lastRefreshCredits: 14,
    dayCredits: 38,
    lines: BRIEF_KINDS.map((kind) => ({
      kind,
      count: counts[kind] ?? 0,
      items: (ITEMS[kind] ?? []).slice(0, counts[kind] ?? 0),
      missingScope: missing[kind] ?? null,
      incomplete: false,
    })),
    ...overrides,
  };
}

/** Local 27 November 2026, 09:00: the same day as the fixture's update. */
export const MORNING = new Date(2026, 10, 27, 9, 0).getTime();
