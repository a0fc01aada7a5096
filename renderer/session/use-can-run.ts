import { useSession } from './session-context.tsx';
import { OPERATIONS, type OperationName } from '../../shared/operations/catalogue.ts';
import { gateFor, type Gate } from './gate.ts';

/** May the current session run this operation? From its scopes and the operation's catalogue entry. */
export function useCanRun(operationName: OperationName): Gate {
  return gateFor(useSession(), OPERATIONS[operationName].scopes);
}

/** The same check for a scope that is not an operation's (e.g. `view:pii`). */
export function useHasScopes(scopes: readonly string[]): Gate {
  return gateFor(useSession(), scopes);
}
