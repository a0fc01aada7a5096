/**
 * The accessibility scan the dashboard specs run on each view (axe): no
 * serious violations anywhere. Serious and
 * critical violations fail the test, softly, so every view of a walk is still scanned and shot;
 * the failure lists each rule with the elements it flagged. Lesser findings are only logged.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './app.ts';

const FAILING = new Set(['serious', 'critical']);

export async function expectNoSeriousViolations(page: Page, view: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const describe = (v: (typeof results.violations)[number]): string =>
    `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n${v.nodes
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
      .join('\n')}`;
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  const lesser = results.violations.filter((v) => !FAILING.has(v.impact ?? ''));
  if (lesser.length > 0)
    console.log(`axe, ${view}, minor/moderate:\n${lesser.map(describe).join('\n')}`);
  expect.soft(failing.map(describe), `${view}: serious or critical axe violations`).toEqual([]);
}
