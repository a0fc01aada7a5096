import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { testRules } from './test-rules.js';

function problems(code: string, filename = 'renderer/kiosk/KioskApp.test.tsx'): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
    testRules,
  ];
  return linter.verify(code, config, filename).map((message) => message.message);
}

const NO_MATCHER = 'expect() without a matcher asserts nothing: end it with .toBe(…), .toEqual(…)…';
const UNCALLED = 'a matcher that is not called asserts nothing: call it, e.g. .toBeTruthy()';
const UNGUARDED =
  'vi.waitFor gives up after one second by default: await the event itself, or pass a hang guard ({ timeout: 30_000 })';

describe('test rules', () => {
  it('refuses an expect() without a matcher, awaited or not, soft or polled', () => {
    expect(problems('expect(table);')).toEqual([NO_MATCHER]);
    expect(problems('async function f() { await expect(page.getByRole("table")); }')).toEqual([
      NO_MATCHER,
    ]);
    expect(problems('expect.soft(total);')).toEqual([NO_MATCHER]);
    expect(problems('expect.poll(() => count);', 'e2e/brief.spec.ts')).toEqual([NO_MATCHER]);
  });

  it('refuses an expect() a concise arrow function returns without a matcher', () => {
    expect(problems('await waitFor(() => expect(row));')).toEqual([NO_MATCHER]);
    expect(problems('it("x", () => expect.soft(total));')).toEqual([NO_MATCHER]);
  });

  it('refuses a matcher that is named but not called', () => {
    expect(problems('expect(table).toBeTruthy;')).toEqual([UNCALLED]);
    expect(problems('expect(table).not;')).toEqual([UNCALLED]);
    expect(problems('expect(table).not.toBeNull;')).toEqual([UNCALLED]);
    expect(problems('async function f() { await expect(row).toBeVisible; }')).toEqual([UNCALLED]);
    expect(problems('expect.soft(total).toBe;')).toEqual([UNCALLED]);
    expect(problems('expect.poll(() => count).resolves.toBe;')).toEqual([UNCALLED]);
    expect(problems('await waitFor(() => expect(row).toBeVisible);')).toEqual([UNCALLED]);
  });

  it('accepts an expect() that ends in a matcher, and calls on expect itself', () => {
    expect(problems('expect(table).toBeTruthy();')).toEqual([]);
    expect(problems('async function f() { await expect(row).not.toBeVisible(); }')).toEqual([]);
    expect(problems('expect.poll(() => count).toBe(3);')).toEqual([]);
    expect(problems('expect.assertions(2);')).toEqual([]);
    expect(problems('await waitFor(() => expect(row).toBeVisible());')).toEqual([]);
    expect(problems('await expect(() => load()).rejects.toThrow("gone");')).toEqual([]);
    expect(problems('const matcher = expect(table).toBeTruthy;')).toEqual([]);
  });

  it('refuses vi.waitFor and vi.waitUntil on their one-second default, not with a guard', () => {
    expect(problems('await vi.waitFor(() => expect(row).toBeTruthy());')).toEqual([UNGUARDED]);
    expect(problems('await vi.waitUntil(() => ready);')).toEqual([UNGUARDED]);
    expect(problems('await vi.waitFor(() => expect(row).toBeTruthy(), HANG_GUARD);')).toEqual([]);
    expect(problems('await vi.waitUntil(() => ready, { timeout: 30_000 });')).toEqual([]);
    // Testing Library's waitFor takes its limit from the setup file (renderer/testing/dom-waits.ts).
    expect(problems('await waitFor(() => expect(row).toBeTruthy());')).toEqual([]);
  });

  it('applies to test files only', () => {
    expect(problems('expect(table);', 'renderer/kiosk/KioskApp.tsx')).toEqual([]);
    expect(problems('expect(table).toBeTruthy;', 'renderer/kiosk/KioskApp.tsx')).toEqual([]);
  });
});
