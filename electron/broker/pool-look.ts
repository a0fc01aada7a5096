import type { Client } from '@urql/core';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import type { CreditModel } from './credit-model.ts';

/**
 * One look at the pool (`user_quota`, one credit), outside the queue: the pacer asks when its
 * forecast is too old to bet on (a large page, or others spending). The reply feeds the model
 * like any other, through the client's credit exchange.
 */
export async function lookAtPool(client: Client, model: CreditModel): Promise<void> {
  const end = model.begin(1);
  try {
    await client.query(OPERATIONS.Quota.document, {}).toPromise();
  } finally {
    end();
  }
}
