import { describe, expect, it } from 'vitest';
import { createLogger, createMemorySink } from './logger.ts';
import { rateLimitedWarn } from './rate-limit.ts';

describe('rateLimitedWarn', () => {
  it('logs at most max per window, then says how many it left out', () => {
    let time = 0;
    const memory = createMemorySink();
    const warn = rateLimitedWarn(createLogger({ sink: memory.sink, now: () => time }), {
      max: 2,
      windowMs: 1_000,
      now: () => time,
    });
    for (let i = 0; i < 50; i++) warn('malformed frame', { reason: 'not JSON' });
    expect(memory.lines).toHaveLength(2);
    time = 999;
    warn('malformed frame');
    expect(memory.lines).toHaveLength(2);
    time = 1_000;
    warn('malformed frame', { reason: 'no usable id' });
    expect(memory.lines).toHaveLength(3);
    expect(memory.lines[2]).toContain('"suppressedBefore":49');
    warn('malformed frame');
    expect(memory.lines[3]).not.toContain('suppressedBefore');
  });
});
