/**
 * The morning brief: what changed at the account since the start of yesterday (the user's local
 * day), kept up to date incrementally from a cursor that main keeps per account. Main computes
 * it (electron/brief/, docs/brief.md); the renderer shows it and opens each line's list. "Tell me
 * when" alerts are raised from the same refreshes.
 *
 * On the bridge (shared/bridge/contract.ts):
 * - `brief.get` → `Brief | null`: what main keeps (memory, or the sealed file after a restart);
 *   sends no request, so it is fast. Null when signed out or before the account's first refresh.
 * - `brief.refresh` → `Brief | null`: brings it up to date now and answers the result (a
 *   refresh already running is waited for and one more runs). Error `signed-out` when signed out.
 * - event `brief` (`Brief | null`): pushed whenever it changes (a refresh starts or ends, a new
 *   local day, sign-in loads a kept brief); null at sign-out.
 * - `alerts.get` / `alerts.save` (`AlertSettings`): kept per profile; saving starts, stops or
 *   re-paces main's background refreshes.
 * - event `alert` (`BriefAlert`), momentary (never replayed to a page that connects later):
 *   raised once per record and kind when a refresh finds a new record on a line whose alert kind
 *   is picked. The first brief of an account (no cursor yet) reports the period and raises
 *   nothing. Main only emits the event; the hosts turn it into a notification.
 * - Kiosk mode refuses all four methods (`kiosk-locked`) and main never polls there.
 */

/** The brief's lines, in the order the Overview shows them. */
export const BRIEF_KINDS = [
  'new-holds',
  'became-late',
  'large-adjustments',
  'crossed-reorder',
  'po-arrived',
  'returns-overdue',
  'shipments-out',
] as const;
export type BriefKind = (typeof BRIEF_KINDS)[number];

/** One record behind a line (an order, a SKU, a PO, a return, a shipment or a stock change). */
export interface BriefItem {
  /**
   * The service's id of the record the item opens: an order's id (new-holds, became-late), a SKU
   * (large-adjustments, crossed-reorder), a PO's id (po-arrived), a return's id
   * (returns-overdue), the first shipment seen of a shipped order (shipments-out: one item per
   * order, however many shipments it went out in).
   */
  readonly id: string;
  /** What a person recognises: an order or PO number, a SKU. */
  readonly label: string;
  /**
   * One short line of what happened, in plain words ("Operator hold", "−40 at Main (Recount)"),
   * never a raw id or date. A late order's is "Past its ship date": its ship date is `at`, which
   * the Overview formats for the person (renderer/overview/brief-item-detail.ts).
   */
  readonly detail: string;
  /**
   * When it happened, as the service wrote it (zone-less, UTC: shared/dates/service-time.ts); for
   * a late order (became-late), its required ship date.
   */
  readonly at: string;
}

export interface BriefLine {
  readonly kind: BriefKind;
  /** How many records; `items` holds at most the first few of them, newest first. */
  readonly count: number;
  readonly items: readonly BriefItem[];
  /** The scope the session lacks to read this line, or null when it can be read. */
  readonly missingScope: string | null;
  /**
   * True when the line may lack records of the period: main had to leave some undecided (more
   * reorder crossings waited for the catalogue copy than it keeps, docs/brief.md).
   */
  readonly incomplete: boolean;
}

/**
 * `fresh`: the last refresh read every line. `refreshing`: one is under way (the lines are the
 * last good ones). `stale`: the last refresh did not finish for a reason that may pass (credits,
 * the request cap, the network), or none has run since start; `error`: it failed otherwise (see
 * `error`). In `stale` and `error` the lines are the last good ones, as of `updatedAt`.
 */
export type BriefState = 'fresh' | 'refreshing' | 'stale' | 'error';

export interface Brief {
  /** Start of the period covered (local midnight starting yesterday), ISO 8601. */
  readonly since: string;
  /** When the brief was last brought up to date; null before its first refresh. */
  readonly updatedAt: string | null;
  readonly state: BriefState;
  /** Why the last refresh failed (a sentence for the user), when `state` is 'stale' or 'error'. */
  readonly error: string | null;
  readonly lines: readonly BriefLine[];
  /** Credits the last refresh spent, and all refreshes of the brief's day together. */
  readonly lastRefreshCredits: number;
  readonly dayCredits: number;
}

/** Events a user can ask to be told about ("Tell me when"). */
export const ALERT_KINDS = [
  'order-on-hold',
  'return-overdue',
  'crossed-reorder',
  'po-arrived',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertSettings {
  readonly kinds: readonly AlertKind[];
  /**
   * Share of the account's credit restore rate background checks may use (0.05 = 5%); between
   * 0.01 and 0.25 (shared/brief/alert-settings-schema.ts).
   */
  readonly budgetShare: number;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { kinds: [], budgetShare: 0.05 };

/** One alert, raised once per record and kind. */
export interface BriefAlert {
  readonly kind: AlertKind;
  readonly item: BriefItem;
}
