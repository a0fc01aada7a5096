/**
 * `inventory_changes(reason:)` searches reasons by "contains", and only over a range of at most
 * this many days (the schema's description of the argument); without `reason` no range is needed.
 */
export const REASON_SEARCH_MAX_DAYS = 60;
