/** The Returns pane's data: one return with its lines, label and history (ReturnsDetail). */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { useOperation } from '../data/use-operation.ts';

export type ReturnDetail = NonNullable<
  NonNullable<OperationData<'ReturnsDetail'>['return']>['data']
>;
export type ReturnLine = NonNullable<NonNullable<ReturnDetail['line_items']>[number]>;

export function useReturn(id: string) {
  const query = useOperation('ReturnsDetail', { id });
  const detail = query.data?.data.return?.data ?? null;
  return { query, detail, scopeWarnings: query.data?.scopeWarnings ?? [] };
}
