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

describe('test rules', () => {
  it('refuses an expect() without a matcher, awaited or not, soft or polled', () => {
    expect(problems('expect(table);')).toEqual([NO_MATCHER]);
    expect(problems('async function f() { await expect(page.getByRole("table")); }')).toEqual([
      NO_MATCHER,
    ]);
    expect(problems('expect.soft(total);')).toEqual([NO_MATCHER]);
    expect(problems('expect.poll(() => count);', 'e2e/brief.spec.ts')).toEqual([NO_MATCHER]);
  });

  it('accepts an expect() that ends in a matcher, and calls on expect itself', () => {
    expect(problems('expect(table).toBeTruthy();')).toEqual([]);
    expect(problems('async function f() { await expect(row).not.toBeVisible(); }')).toEqual([]);
    expect(problems('expect.poll(() => count).toBe(3);')).toEqual([]);
    expect(problems('expect.assertions(2);')).toEqual([]);
  });

  it('applies to test files only', () => {
    expect(problems('expect(table);', 'renderer/kiosk/KioskApp.tsx')).toEqual([]);
  });
});
