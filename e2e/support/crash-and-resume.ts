/**
 * The crash of the import-resume specs: once a running import has applied part of its rows (the
 * spec slows the service to RUN_LATENCY_MS just before it starts the import), the host is killed
 * (SIGKILL); a new host on the same journals offers the import as interrupted in
 * its view, and resuming it there runs it to the end.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './app.ts';
import { shoot } from './bulk.ts';
import type { ViewName } from './dashboard.ts';
import type { JournalledHosts } from './journalled-hosts.ts';

/**
 * Rows at least applied before the kill, so the journal holds settled rows as well as others.
 * An import sends its rows several to a request (docs/bulk.md "Several changes per request"), so
 * the count jumps by a request's rows at a time; one is enough.
 */
const BEFORE_KILL = 1;
/**
 * The service's reply time while the first host runs the import (the spec starts the service
 * fast, for sign-in and the preview): slow enough that every request of the run takes seconds,
 * so even a busy machine sees the import part-way, between two requests' replies, and kills it
 * there. The resumed host gets quick replies again.
 */
export const RUN_LATENCY_MS = 3_000;
/**
 * The resumed run's rows at the sandbox's slow replies, on a busy machine. A row the kill left in
 * flight that never reached the service waits out its settle time (60 s, docs/bulk.md "Lost
 * replies") on the host's test clock, which is skipped forward rather than sat through; this is
 * less than that wait, so a skip that did not work fails the spec.
 */
const RESUMED_RUN_MS = 55_000;
/** What each skip moves the host's import clock on: a whole settle time. */
const SETTLE_SKIP_MS = 60_000;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function crashMidImportAndResume(
  hosts: JournalledHosts,
  page: Page,
  run: {
    readonly fileName: string;
    readonly rows: number;
    readonly view: ViewName;
    readonly testInfo: TestInfo;
    /** Screenshot name of the interrupted import's panel. */
    readonly shot: string;
  },
): Promise<Page> {
  const { fileName, rows } = run;
  const name = escaped(fileName);
  const part = Array.from({ length: rows - BEFORE_KILL }, (_, i) => i + BEFORE_KILL).join('|');
  const running = page.getByRole('region', { name: `Import of ${fileName}` });
  await expect(running.getByRole('heading')).toHaveText(
    new RegExp(`^Importing ${name}: (${part}) of ${rows} rows$`),
    { timeout: 120_000 },
  );

  await hosts.crash();
  hosts.sandbox.setFaults({ latencyMs: 0 });

  const next = await hosts.open(run.view);
  const resumed = next.getByRole('region', { name: `Import of ${fileName}` });
  await expect(resumed.getByRole('heading')).toHaveText(
    new RegExp(`^Import of ${name} stopped: \\d+ of ${rows} rows$`),
  );
  await expect(resumed).toContainText('The import was interrupted');
  await shoot(next, resumed, run.testInfo, run.shot);
  await resumed.getByRole('button', { name: 'Resume', exact: true }).click();
  const settling = resumed.getByRole('status').filter({ hasText: /^Checking whether row/ });
  await expect(async () => {
    if (await settling.isVisible()) await hosts.skipClock(SETTLE_SKIP_MS);
    await expect(resumed.getByRole('heading')).toHaveText(
      `Imported ${fileName}: ${rows} of ${rows} rows`,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: RESUMED_RUN_MS, intervals: [250] });
  await expect(resumed).toContainText(`${rows} applied`);
  return next;
}
