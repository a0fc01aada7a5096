/**
 * The error every query and mutation hook rejects with: the bridge's tagged error, kept whole so
 * views render it by kind (ErrorView), plus the operation it came from.
 */
import type { BridgeError } from '../../shared/bridge/errors.ts';

export class OperationError extends Error {
  readonly error: BridgeError;
  readonly operationName: string | null;

  constructor(error: BridgeError, operationName: string | null = null) {
    super(error.message);
    this.name = 'OperationError';
    this.error = error;
    this.operationName = operationName;
  }
}

/** Anything thrown becomes an OperationError, so views only ever handle one shape. */
export function toOperationError(thrown: unknown, operationName: string | null = null) {
  if (thrown instanceof OperationError) return thrown;
  const message = thrown instanceof Error ? thrown.message : 'Something went wrong.';
  return new OperationError({ kind: 'server', message }, operationName);
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: OperationError;
  }
}
