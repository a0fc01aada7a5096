import { useId, type ReactNode } from 'react';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import type { StockAction } from './adjust-stock.ts';

const ACTIONS: readonly StockAction[] = ['add', 'remove', 'replace'];

/**
 * The three stock buttons under one gate. They need the same scope (change:inventory), so the
 * reason and the re-authorize offer are said once, not three times, as GatedAction would; every
 * disabled button is described by that one notice.
 */
export function StockActions({
  render,
}: {
  /** `describedBy` is set when the token may not change stock: render the button disabled. */
  readonly render: (action: StockAction, describedBy: string | undefined) => ReactNode;
}) {
  const gate = useCanRun('AddInventory');
  const reasonId = useId();
  const describedBy = gate.allowed ? undefined : reasonId;
  return (
    <div className="adjust-actions">
      <div className="adjust-buttons">{ACTIONS.map((action) => render(action, describedBy))}</div>
      {gate.allowed ? null : gate.missing.length > 0 ? (
        <MissingScopeNotice scopes={gate.missing} id={reasonId} inline />
      ) : (
        <span className="gate-reason" id={reasonId}>
          {gate.reason}
        </span>
      )}
    </div>
  );
}
