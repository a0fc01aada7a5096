// @ts-check
/**
 * Rules for test code. An `expect(…)` with no matcher asserts nothing and passes whatever the
 * value is (three kiosk tests once did); ESLint's own `no-restricted-syntax` finds one, so no plug-in
 * is needed. `expect.assertions(n)` and the like are not matched: they are calls on `expect`, not
 * of it. lint/test-rules.test.ts proves the rule fires.
 */

/** A bare `expect(x)`, `await expect(x)`, `expect.soft(x)` or `expect.poll(f)`. */
const BARE_EXPECT = [
  ':matches(ExpressionStatement, AwaitExpression) > CallExpression',
  ":matches([callee.name='expect'], [callee.object.name='expect'][callee.property.name=/^(soft|poll)$/])",
].join('');

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'];

/** @type {import('eslint').Linter.Config} */
export const testRules = {
  files: TEST_FILES,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: BARE_EXPECT,
        message: 'expect() without a matcher asserts nothing: end it with .toBe(…), .toEqual(…)…',
      },
    ],
  },
};
