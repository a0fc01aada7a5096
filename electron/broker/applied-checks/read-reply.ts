/** One read of a check, typed by its operation: the reply's data, or whether it was "not found". */
import { isNotFound } from '../../../shared/bridge/service-errors.ts';
import type { Result } from '../../../shared/result.ts';
import type {
  OperationData,
  OperationName,
  OperationVariables,
} from '../../../shared/operations/catalogue.ts';
import { typedExecute } from '../execute.ts';
import type { CheckRead } from './applied.ts';

/** `not-found`: the service said there is no such thing; `failed`: the read told nothing. */
export type ReadReply<N extends OperationName> = Result<OperationData<N>, 'not-found' | 'failed'>;

export async function readReply<N extends OperationName>(
  read: CheckRead,
  operation: N,
  variables: OperationVariables<N>,
): Promise<ReadReply<N>> {
  const result = await typedExecute(read)(operation, variables);
  if (result.ok) return { ok: true, value: result.value.data };
  return { ok: false, error: isNotFound(result.error) ? 'not-found' : 'failed' };
}
