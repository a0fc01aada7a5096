/**
 * `return_update_status` sets one word, and setting the word a return already has changes
 * nothing, so the status read back equal to the one sent means the change holds, and anything
 * else that it did not run. It sends its two fields as variables of their own, not as `data`.
 */
import type { AppliedCheck } from './applied.ts';
import { stringField } from './fields.ts';
import { readReply } from './read-reply.ts';

export const UPDATE_RETURN_STATUS_CHECK: AppliedCheck = {
  proves: 'at-once',
  async check({ variables }, read) {
    const returnId = stringField(variables, 'returnId');
    const status = stringField(variables, 'status');
    if (returnId === null || status === null) return 'unknown';
    const result = await readReply(read, 'ReturnsDetail', { id: returnId });
    if (!result.ok) return result.error === 'not-found' ? 'no' : 'unknown';
    const readBack = result.value.return?.data?.status;
    if (typeof readBack !== 'string') return 'unknown';
    return readBack === status ? 'yes' : 'no';
  },
};
