import { ExportHistoryButton } from './ExportHistoryButton.tsx';
import { LoadMoreButton } from '../components/controls/LoadMoreButton.tsx';
import { Section } from '../components/layout/DetailPane.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { HistoryChart } from './history-chart-lazy.tsx';
import { HistoryList } from './HistoryList.tsx';
import { useInventoryHistory } from './history-data.ts';

/** The SKU's inventory-change history: chart and list of the loaded changes, older on demand. */
export function HistoryPanel({
  sku,
  warehouseName,
}: {
  readonly sku: string;
  readonly warehouseName: (id: string) => string;
}) {
  const { query, changes } = useInventoryHistory(sku);
  let body;
  if (query.isPending) {
    body = <SkeletonRows rows={8} columns={5} label="Loading the history" />;
  } else if (query.isError && changes.length === 0) {
    body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (changes.length === 0) {
    body = (
      <EmptyState title="No stock changes yet">
        Changes made here or by the warehouse appear in this list.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <HistoryChart changes={changes} warehouseName={warehouseName} partial={query.hasNextPage} />
        <HistoryList changes={changes} warehouseName={warehouseName} />
        {query.isFetchNextPageError ? <ErrorView error={query.error} compact /> : null}
        <LoadMoreButton query={query}>Load older changes</LoadMoreButton>
      </>
    );
  }
  return (
    <div className="card inventory-card">
      <Section title="History" level={2} actions={<ExportHistoryButton sku={sku} />}>
        {body}
      </Section>
    </div>
  );
}
