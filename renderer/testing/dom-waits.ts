/**
 * Vitest setup: how long `findBy…` and `waitFor` keep trying before they fail. Testing Library's
 * default is one second, which a busy machine can spend on a first render alone; a longer limit
 * changes nothing for a test that passes, and only delays the report of one that fails.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
