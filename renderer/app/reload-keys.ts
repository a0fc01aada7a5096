/**
 * The keys a browser reloads the page with: F5 and Ctrl+R (⌘R on a Mac), with or without Shift
 * (or Ctrl+F5) to skip the cache.
 */
export function isReloadKey(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}): boolean {
  if (event.altKey) return false;
  if (event.key === 'F5') return true;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'r';
}
