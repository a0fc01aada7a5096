/** One read of a check, typed by its operation: the reply's data, or whether it was "not found". */
import { isNotFound } from '../../../shared/bridge/service-errors.ts';
import type {
  OperationData,
  OperationName,
  OperationVariables,
} from '../../../shared/operations/catalogue.ts';
import { typedExecute } from '../execute.ts';
import type { CheckRead } from './applied.ts';

export type ReadReply<N extends OperationName> =
  { ok: true; data: OperationData<N> } | { ok: false; notFound: boolean };

export async function readReply<N extends OperationName>(
  read: CheckRead,
  operation: N,
  variables: OperationVariables<N>,
): Promise<ReadReply<N>> {
  const result = await typedExecute(read)(operation, variables);
  if (result.ok) return { ok: true, data: result.value.data };
  return { ok: false, notFound: isNotFound(result.error) };
}
