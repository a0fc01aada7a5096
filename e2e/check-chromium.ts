/** Run before the e2e suite: find a Chromium, or stop with the one command that installs it. */
import { INSTALL_COMMAND, findChromium } from './support/chromium.ts';

const path = findChromium();
if (!path) {
  console.error(`No Chromium found for the e2e tests. Install one with:\n\n  ${INSTALL_COMMAND}\n`);
  process.exit(1);
}
console.log(`e2e: using Chromium at ${path}`);
