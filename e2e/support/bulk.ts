/**
 * Helpers of the bulk specs: stock facts and inventory history read over the bridge (what any
 * page script could ask main), and screenshots at the two screen sizes in both schemes.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { readImportTag } from '../../electron/bulk/run/import-tag.ts';
import { callBridge } from './bridge-call.ts';
import { SCREEN_SIZES, viewport } from './view-walk.ts';

export interface Stocked {
  readonly sku: string;
  readonly warehouse: string;
  readonly onHand: number;
}

interface GraphqlAnswer {
  ok?: boolean;
  value?: { data?: unknown };
}

/** The first warehouse record of a SKU, with its warehouse's name. */
export async function stockedIn(page: Page, sku: string): Promise<Stocked> {
  const answer = (await callBridge(page, 'graphql', {
    operationName: 'ProductDetail',
    variables: { sku },
  })) as GraphqlAnswer;
  const data = answer.value?.data as
    | {
        product?: {
          data?: {
            warehouse_products?: { on_hand: number; warehouse?: { identifier?: string } }[];
          };
        };
      }
    | undefined;
  const record = data?.product?.data?.warehouse_products?.[0];
  if (!record?.warehouse?.identifier) throw new Error(`${sku} has no warehouse record`);
  return { sku, warehouse: record.warehouse.identifier, onHand: record.on_hand };
}

/** Reasons of a SKU's inventory changes, newest first (its inventory history). */
export async function historyReasons(page: Page, sku: string): Promise<string[]> {
  const answer = (await callBridge(page, 'graphql', {
    operationName: 'InventoryChanges',
    variables: { sku, first: 100 },
  })) as GraphqlAnswer;
  const data = answer.value?.data as
    { inventory_changes?: { data?: { edges?: { node?: { reason?: string } }[] } } } | undefined;
  return (data?.inventory_changes?.data?.edges ?? []).map((edge) => edge.node?.reason ?? '');
}

/** Screenshots of `target` at 1280×800 and 1024×700, light and dark. */
export async function shoot(
  page: Page,
  target: Locator | Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(viewport(size));
      await target.screenshot({
        path: testInfo.outputPath(`${name}-${scheme}-${size.width}x${size.height}.png`),
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport(SCREEN_SIZES[0]));
}

/** A cell a spreadsheet would run as a formula. Plain numbers such as -3 are not. */
export function isFormulaCell(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
}

/**
 * How many of `texts` (reasons or notes read back from the service) carry each line's import tag,
 * `[import <run> line <n>]` (docs/bulk.md "Lost replies"): by line number. A line applied once
 * counts 1; a line missing was lost, one counted twice was applied twice.
 */
export function importTagCounts(texts: readonly string[]): Map<number, number> {
  const perLine = new Map<number, number>();
  for (const text of texts) {
    const line = readImportTag(text)?.line;
    if (line !== undefined) perLine.set(line, (perLine.get(line) ?? 0) + 1);
  }
  return perLine;
}
