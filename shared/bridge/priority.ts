/**
 * What the user is looking at goes first; then background work (list refreshes, imports); last
 * the catalogue copy (`sync`), which may take a long time and must never hold up the others.
 */
export const PRIORITIES = ['foreground', 'background', 'sync'] as const;
export type Priority = (typeof PRIORITIES)[number];
