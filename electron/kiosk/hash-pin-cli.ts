import { text } from 'node:stream/consumers';
import { pinEntryFromInput } from './pin-entry.ts';

/**
 * Prints the `adminPin` entry for the kiosk settings file (docs/kiosk-deployment.md, step 4):
 *
 *   read -rs -p 'Kiosk PIN: ' PIN; echo; printf '%s\n' "$PIN" | npx tsx electron/kiosk/hash-pin-cli.ts
 *
 * Runs wherever Node and a checkout are; the record verifies on any machine.
 */

if (process.stdin.isTTY) {
  process.stderr.write(
    "Pipe the PIN in, e.g.: read -rs -p 'Kiosk PIN: ' PIN; echo; " +
      'printf \'%s\\n\' "$PIN" | npx tsx electron/kiosk/hash-pin-cli.ts\n',
  );
  process.exit(2);
}
const result = await pinEntryFromInput(await text(process.stdin));
if (result.ok) {
  process.stdout.write(`${result.value}\n`);
} else {
  process.stderr.write(`${result.error}\n`);
  process.exit(1);
}
