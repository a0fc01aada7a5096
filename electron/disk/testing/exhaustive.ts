/**
 * The hang guard of the fault tests that try every byte of a file (each flipped, or the file cut
 * there): thousands of loads, a few seconds alone, but 25 to 30 times that beside the e2e suite
 * on a busy 2-core machine (81 s once). Not a margin: the loops always end, and the guard only
 * stops one that hangs.
 */
export const EXHAUSTIVE_MS = 600_000;
