/**
 * Every main view in the dark theme: an axe scan (no serious or critical violations) and a
 * screenshot each, saved as `<view>-dark.png` in the test output (see support/view-walk.ts).
 */
import { test } from './support/app.ts';
import { walkMainViews } from './support/view-walk.ts';

test('every main view in the dark theme: axe scan and screenshot', async ({
  app,
  context,
}, testInfo) => {
  await walkMainViews(app, context, testInfo, 'dark');
});
