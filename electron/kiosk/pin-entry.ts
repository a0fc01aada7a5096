import type { Result } from '../../shared/result.ts';
import { hashPin, type HashPinOptions } from './admin-pin.ts';

/**
 * Turns a PIN read from stdin into the `adminPin` entry an administrator pastes into the
 * kiosk settings file. The PIN arrives on stdin, never as an argument, so it stays out of shell
 * history and process listings.
 */

/** The settings-file line, or why there is none. */
export type PinEntryResult = Result<string, string>;

export async function pinEntryFromInput(
  input: string,
  options: HashPinOptions = {},
): Promise<PinEntryResult> {
  const lines = input.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  if (lines.length !== 1 || lines[0] === undefined) {
    return { ok: false, error: 'Expected the PIN on one line of standard input.' };
  }
  try {
    const record = await hashPin(lines[0], options);
    return { ok: true, value: `"adminPin": ${JSON.stringify(record)}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Hashing failed.' };
  }
}
