/**
 * Every main view in the dark theme: an axe scan (no serious or critical violations) and a
 * screenshot each, saved as `<view>-dark-<w>x<h>.png` in the test output (see
 * support/view-walk.ts). The walk's two parts may run in both workers at once.
 */
import { test } from './support/app.ts';
import { WALK_PARTS } from './support/view-walk.ts';

test.describe.configure({ mode: 'parallel' });

for (const { views, walk } of WALK_PARTS) {
  test(`${views} in the dark theme: axe scan and screenshots`, async ({
    app,
    context,
  }, testInfo) => {
    await walk(app, context, testInfo, 'dark');
  });
}
