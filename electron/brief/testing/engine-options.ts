import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { createMemoryFiles } from '../../replica/replica-files.ts';
import { createFakeScheduler } from '../../time/testing/fake-scheduler.ts';
import type { BriefEngineOptions } from '../brief-engine.ts';
import { createBriefStore } from '../brief-store.ts';
import { WORLD_START } from './brief-world.ts';

/**
 * Test support: a brief engine's options for an account with no alert picked, a 60 credits/s
 * pool, a store in memory and a fake clock at WORLD_START; a test gives its service and whatever
 * else it looks at.
 */
export function briefEngineOptions(
  given: Pick<BriefEngineOptions, 'execute'> & Partial<BriefEngineOptions>,
): BriefEngineOptions {
  return {
    stock: () => undefined,
    store: createBriefStore({ cipher: createFakeCipher(), files: createMemoryFiles() }),
    settings: () => ({ kinds: [], budgetShare: 0.05 }),
    scopes: () => null,
    rate: () => 60,
    mayPoll: () => true,
    emit: () => undefined,
    alert: () => undefined,
    scheduler: createFakeScheduler(WORLD_START),
    ...given,
  };
}
