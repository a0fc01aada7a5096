/**
 * The test clock's only control: with `--test-clock`, a line `skip-clock MS` on the host's standard
 * input moves the clock of its imports MS forward, and the host answers `test-clock: NOW` on
 * stdout once the timers that fell due have fired. Standard input belongs to whoever started the
 * process (the e2e harness), so nothing on the network can reach it, and without the flag the
 * line is just another request for a fresh launch URL.
 */
import type { SkippableClock } from '../time/skippable-clock.ts';

export const SKIP_CLOCK_COMMAND = 'skip-clock';
export const TEST_CLOCK_PREFIX = 'test-clock: ';

/** The milliseconds a `skip-clock MS` line asks for; null for any other line. */
export function skipOf(line: string): number | null {
  const match = /^skip-clock (\d{1,10})$/.exec(line.trim());
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Handles a line if it is a clock command: skips and answers. False for any other line. */
export function handleClockLine(
  clock: SkippableClock,
  line: string,
  print: (line: string) => void,
): boolean {
  const ms = skipOf(line);
  if (ms === null) return false;
  clock.skip(ms);
  print(`${TEST_CLOCK_PREFIX}${clock.now()}`);
  return true;
}
