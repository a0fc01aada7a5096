import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './payload-issues.ts';

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return describeIssues(parsed.error.issues);
}

describe('describeIssues', () => {
  it('names the path and what was expected', () => {
    const schema = z.strictObject({ a: z.strictObject({ b: z.array(z.number()) }) });
    expect(issuesOf(schema, { a: { b: [1, 'two'] } })).toEqual([
      'a.b.1: Invalid input: expected number, received string',
    ]);
  });

  it('lists at most five unknown keys, each clipped', () => {
    const keys = Object.fromEntries(
      ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'].map((key) => [key, 'secret']),
    );
    expect(issuesOf(z.strictObject({}), keys)).toEqual(['unexpected fields k1, k2, k3, k4, k5, …']);
    expect(issuesOf(z.strictObject({}), { ['x'.repeat(100)]: 1 })).toEqual([
      `unexpected field ${'x'.repeat(40)}…`,
    ]);
  });

  it('caps the number of lines', () => {
    const schema = z.array(z.string());
    const lines = issuesOf(
      schema,
      Array.from({ length: 25 }, (_, i) => i),
    );
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)).toBe('…and 15 more');
  });

  it('does not quote rejected values', () => {
    const secret = 'hunter2-but-longer-than-allowed';
    const schema = z.strictObject({
      password: z.string().max(5),
      kind: z.enum(['a', 'b']),
      literal: z.literal('x'),
    });
    const text = issuesOf(schema, { password: secret, kind: secret, literal: secret }).join('\n');
    expect(text).not.toContain(secret);
  });
});
