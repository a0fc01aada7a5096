import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { KioskInfo } from '../../shared/bridge/contract.ts';
import { CreditGauge } from '../components/credit-gauge/CreditGauge.tsx';
import { defaultStatus, statusSample } from './board-model.ts';
import { useQueue, useStatusSample } from './board-queries.ts';
import { useLowStockList } from './use-low-stock-list.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { KioskButton } from './KioskButton.tsx';
import { LowStockPanel } from './LowStockPanel.tsx';
import { OrderQueue } from './OrderQueue.tsx';
import { PinPad } from './PinPad.tsx';
import { SkuLookup } from './SkuLookup.tsx';
import { useIdleReset } from './use-idle-reset.ts';
import './board.css';

/**
 * The floor board: SKU lookup, order queue, low stock and the credit gauge on one
 * screen, no navigation. After `idleTimeoutMs` without input it returns to its resting state:
 * the lookup is cleared (and its result dropped from the cache), the queue shows its first
 * status again and the PIN pad closes.
 */
export function Board({ info }: { readonly info: KioskInfo }) {
  const queryClient = useQueryClient();
  const [rest, setRest] = useState(0);
  const [pinOpen, setPinOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const sample = useStatusSample(info);
  const statuses = sample.data ? statusSample(sample.data.data) : { open: [], closed: [] };
  const status =
    chosen !== null && statuses.open.some((c) => c.status === chosen)
      ? chosen
      : defaultStatus(statuses);
  const queue = useQueue(info, status);
  const lowStock = useLowStockList(info);

  const onIdle = useCallback(() => {
    setPinOpen(false);
    setChosen(null);
    queryClient.removeQueries({ queryKey: ['ProductDetail'] });
    setRest((n) => n + 1);
  }, [queryClient]);
  useIdleReset(info.idleTimeoutMs, onIdle);

  return (
    <>
      <div className="board" inert={pinOpen}>
        <header className="board-top">
          <h1 className="board-title">Floor board</h1>
          <div className="board-gauge">
            <CreditGauge variant="sign" />
          </div>
          <KioskButton icon="key" onClick={() => setPinOpen(true)}>
            Administrator
          </KioskButton>
        </header>
        <ConnectionBanner
          queries={lowStock.query ? [queue, lowStock.query, sample] : [queue, sample]}
        />
        <main className="board-grid">
          <SkuLookup key={rest} scannerEnabled={!pinOpen} />
          <OrderQueue statuses={statuses} status={status} onStatus={setChosen} query={queue} />
          <LowStockPanel list={lowStock} />
        </main>
      </div>
      {pinOpen ? <PinPad onClose={() => setPinOpen(false)} /> : null}
    </>
  );
}
