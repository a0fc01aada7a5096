/** One change of the Stock changes feed, as the StockChanges operation reads it. */
import type { OperationData } from '../../../shared/operations/catalogue.ts';

type Edges = NonNullable<
  NonNullable<OperationData<'StockChanges'>['inventory_changes']>['data']
>['edges'];

export type StockChange = NonNullable<NonNullable<Edges[number]>['node']>;
