// @vitest-environment happy-dom
import { getConfig } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';

describe('the DOM test setup', () => {
  it('gives findBy and waitFor thirty seconds in a DOM environment', () => {
    expect(getConfig().asyncUtilTimeout).toBe(30_000);
  });
});
