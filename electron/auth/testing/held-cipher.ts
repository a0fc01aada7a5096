/**
 * The fake keyring cipher, with its encryption held until the test releases it: a test chooses
 * what happens while a save is being sealed (a sign-out, another save) instead of leaving it to
 * timing.
 */
import { createFakeCipher } from './fake-cipher.ts';

export function heldCipher() {
  const cipher = createFakeCipher();
  const encrypt = cipher.encryptStringAsync.bind(cipher);
  let held = false;
  const waiting: (() => void)[] = [];
  const started: (() => void)[] = [];
  cipher.encryptStringAsync = async (text) => {
    if (held) {
      started.splice(0).forEach((notify) => notify());
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    return encrypt(text);
  };
  return {
    cipher,
    hold: () => {
      held = true;
    },
    /** Resolves once an encryption has started and is being held. */
    encrypting: () => new Promise<void>((resolve) => started.push(resolve)),
    release: () => {
      held = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}
