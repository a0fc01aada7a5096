/** The purchasing mutations, registered in the mutation table as one group. */
import type { RootResolver } from '../context.ts';
import { purchaseOrderMutationResolvers } from './purchase-order-mutations.ts';
import { vendorMutationResolvers } from './vendor-mutations.ts';

export const purchasingMutationResolvers: Readonly<Record<string, RootResolver>> = {
  ...purchaseOrderMutationResolvers,
  ...vendorMutationResolvers,
};
