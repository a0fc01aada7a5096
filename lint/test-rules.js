// @ts-check
/**
 * Rules for test code. An `expect(…)` with no matcher asserts nothing and passes whatever the
 * value is (three kiosk tests once did); ESLint's own `no-restricted-syntax` finds one, so no plug-in
 * is needed. `expect.assertions(n)` and the like are not matched: they are calls on `expect`, not
 * of it. Nor may a test wait on vi.waitFor's one-second default. lint/test-rules.test.ts proves
 * each rule fires.
 */

/** A call of `expect`, `expect.soft` or `expect.poll`; `at` is the path to it ('' for the node). */
const expectCall = (/** @type {string} */ at) =>
  `:matches([${at}callee.name='expect'], [${at}callee.object.name='expect'][${at}callee.property.name=/^(soft|poll)$/])`;

/** A value dropped: a statement's, an awaited one, or what a concise arrow function returns. */
const DROPPED =
  ':matches(ExpressionStatement > *, AwaitExpression > *, ArrowFunctionExpression > *.body)';

/** `expect(x);`, `await expect(x);`, `() => expect(x)`. */
const BARE_EXPECT = `${DROPPED}${expectCall('')}`;

/**
 * `expect(x).toBeTruthy;`, `expect(x).not.toBeVisible;`, `() => expect(x).toBeTruthy`: a matcher
 * named but never called, which asserts nothing either.
 */
const UNCALLED_MATCHER = `${DROPPED}:matches(MemberExpression${expectCall('object.')}, MemberExpression[object.type='MemberExpression']${expectCall('object.object.')})`;

/**
 * `vi.waitFor(fn)` or `vi.waitUntil(fn)` with no options: they give up after one second of real
 * time, which a busy CI machine can spend before the awaited thing happens.
 */
const UNGUARDED_WAIT =
  "CallExpression[callee.object.name='vi'][callee.property.name=/^(waitFor|waitUntil)$/][arguments.length<2]";

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
      {
        selector: UNCALLED_MATCHER,
        message: 'a matcher that is not called asserts nothing: call it, e.g. .toBeTruthy()',
      },
      {
        selector: UNGUARDED_WAIT,
        message:
          'vi.waitFor gives up after one second by default: await the event itself, or pass a hang guard ({ timeout: 30_000 })',
      },
    ],
  },
};
