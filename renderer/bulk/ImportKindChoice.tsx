import { useId } from 'react';
import { IMPORT_KINDS, importScopes, type ImportKind } from '../../shared/bulk/import-kinds.ts';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import type { Gate } from '../session/gate.ts';
import { useHasScopes } from '../session/use-can-run.ts';

const LABELS: Readonly<Record<ImportKind, string>> = {
  stock: 'Stock changes',
  orders: 'Order changes',
};

/** May this sign-in run imports of each kind? From the scopes of the operations each sends. */
export function useImportGates(): Readonly<Record<ImportKind, Gate>> {
  const stock = useHasScopes(importScopes('stock'));
  const orders = useHasScopes(importScopes('orders'));
  return { stock, orders };
}

/**
 * What the file changes: stock or orders. A kind this sign-in may not run is disabled, with the
 * missing scopes named and an offer to ask for them.
 */
export function ImportKindChoice({
  kind,
  gates,
  disabled,
  onChange,
}: {
  readonly kind: ImportKind;
  readonly gates: Readonly<Record<ImportKind, Gate>>;
  readonly disabled: boolean;
  readonly onChange: (kind: ImportKind) => void;
}) {
  const name = useId();
  const reasonId = useId();
  return (
    <fieldset className="import-kinds" disabled={disabled}>
      <legend className="visually-hidden">What the file changes</legend>
      {IMPORT_KINDS.map((option) => {
        const gate = gates[option];
        const describedBy = gate.allowed ? undefined : `${reasonId}-${option}`;
        return (
          <div key={option} className="import-kind">
            <label className="import-kind-label">
              <input
                type="radio"
                name={name}
                value={option}
                checked={kind === option}
                disabled={!gate.allowed}
                aria-describedby={describedBy}
                onChange={() => onChange(option)}
              />
              {LABELS[option]}
            </label>
            {gate.allowed ? null : gate.missing.length > 0 ? (
              <MissingScopeNotice scopes={gate.missing} id={describedBy} inline />
            ) : (
              <span className="gate-reason" id={describedBy}>
                {gate.reason}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
