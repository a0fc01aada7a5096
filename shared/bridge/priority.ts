/**
 * What the user is looking at goes first; then background work (list refreshes, imports); then
 * the catalogue copy (`sync`), which may take a long time and must never hold up the others;
 * last work nobody is waiting on (`deferred`: the morning brief's refreshes), which yields to
 * all the rest.
 */
export const PRIORITIES = ['foreground', 'background', 'sync', 'deferred'] as const;
export type Priority = (typeof PRIORITIES)[number];
