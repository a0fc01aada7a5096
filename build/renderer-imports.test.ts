import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from './import-graph.ts';

/**
 * The renderer's first paint stays small (the built figures: `npm run bench -- renderer`): zod
 * is main's business (it validates what the renderer sends), and the chart library loads with
 * the first chart. This checks the source's import graph, so it needs no build.
 */
const at = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe("the renderer's static import graph", () => {
  const graph = staticImportGraph(at('renderer/main.tsx'));

  it('reaches the app (the walk works)', () => {
    expect(graph.packages).toContain('react-dom');
    expect(graph.packages).toContain('@tanstack/react-query');
    expect(graph.files).toContain(at('renderer/app/App.tsx'));
    expect(graph.files).toContain(at('shared/bridge/client.ts'));
  });

  it('does not reach zod, recharts or anything of main', () => {
    expect(graph.packages).not.toContain('zod');
    expect(graph.packages).not.toContain('recharts');
    expect([...graph.files].filter((file) => file.includes('/electron/'))).toEqual([]);
    // The contract module holds the zod schemas; the renderer may import only its types.
    expect(graph.files).not.toContain(at('shared/bridge/contract.ts'));
  });

  it('would see them: the chart modules and the contract do reach them', () => {
    expect(staticImportGraph(at('renderer/stock/StockChart.tsx')).packages).toContain('recharts');
    expect(staticImportGraph(at('shared/bridge/contract.ts')).packages).toContain('zod');
  });
});
