/**
 * Each Playwright worker's OAuth loopback callback port. The product listens on 3000, the port of
 * the registered redirect URI; two workers signing in at once would fight over it, so the web
 * hosts a worker starts take the callback on a port of their own (`--callback-port`) and the
 * sandboxes it starts register that port (`redirectPort`). `FLOORBOARD_E2E_CALLBACK_BASE` moves
 * the range, for two test runs on one machine.
 */
const DEFAULT_BASE = 3100;

export function workerCallbackPort(): number {
  const base = Number(process.env['FLOORBOARD_E2E_CALLBACK_BASE'] ?? DEFAULT_BASE);
  // Set by Playwright in each worker: 0 … workers − 1, reused when a worker is replaced.
  const index = Number(process.env['TEST_PARALLEL_INDEX'] ?? '0');
  if (!Number.isInteger(base) || !Number.isInteger(index) || base < 1 || base + index > 65_535) {
    throw new Error('FLOORBOARD_E2E_CALLBACK_BASE must be a port number');
  }
  return base + index;
}
