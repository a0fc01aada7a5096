/** What the next background request may carry, as the pacer sees it (bulk/send/batch-size.ts). */
export interface BatchRoom {
  /** Most credits one background request should plan for now; null while the pool is unknown. */
  readonly pageCredits: number | null;
  /** Credits per second background work may spend; null while the pool is unknown. */
  readonly creditRate: number | null;
  /** Requests per second background work may make under the request cap; null: no cap known. */
  readonly requestRate: number | null;
}
