/**
 * Finds a Chromium for Playwright: `CHROMIUM_PATH`, Playwright's own build where one was
 * installed, or the distribution's. No download is ever attempted (these machines cannot).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

export function findChromium(): string | undefined {
  const candidates = [process.env['CHROMIUM_PATH'], safePlaywrightPath(), ...SYSTEM_CHROMIUMS];
  return candidates.find(
    (path): path is string => typeof path === 'string' && path !== '' && existsSync(path),
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags for a closed network: no background connections to hosts that cannot be reached. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
