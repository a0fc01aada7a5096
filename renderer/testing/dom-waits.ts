/**
 * Vitest setup: how long `findBy…` and `waitFor` keep trying before they fail. Testing Library's
 * default is one second, which a busy machine can spend on a first render alone. This is a hang
 * guard, not a margin: CI runs the unit tests beside the e2e suite at a lower priority, so it is
 * as long as the other waits' guards; it changes nothing for a test that passes, and only delays
 * the report of one that fails.
 * Only files that run in a DOM environment load Testing Library: the rest (most of the suite)
 * would pay for loading it, a quarter of a second per file on the 2-core machine, and use nothing.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 30_000 });
}

// A module (for the top-level await above), though it exports nothing.
export {};
