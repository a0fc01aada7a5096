/**
 * The share of the account's restore rate (and pool) that background work may use on a desk:
 * list refreshes, the catalogue copy and imports. The pacer enforces it; an import's time
 * estimate is figured from it. A kiosk uses a smaller share of its own.
 */
export const DEFAULT_BACKGROUND_SHARE = 0.25;
