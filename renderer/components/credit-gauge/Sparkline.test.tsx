// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sparkline, sparkPaths } from './Sparkline.tsx';

afterEach(cleanup);

describe('sparkPaths', () => {
  it('spans the width over time and the height over 0…max, with 1 px of headroom', () => {
    const paths = sparkPaths(
      [
        { at: 1_000, available: 0 },
        { at: 2_000, available: 50 },
        { at: 3_000, available: 100 },
      ],
      100,
      88,
      21,
    );
    expect(paths.line).toBe('M0,21L44,11L88,1');
    expect(paths.area).toBe('M0,21L0,21L44,11L88,1L88,21Z');
  });

  it('clamps values outside 0…max and survives a zero max or a single instant', () => {
    const paths = sparkPaths(
      [
        { at: 5, available: 500 },
        { at: 5, available: -3 },
      ],
      0,
      10,
      11,
    );
    expect(paths.line).toBe('M0,11L0,11');
  });
});

describe('Sparkline', () => {
  it('draws plain SVG, hidden from assistive tech, and nothing for fewer than two points', () => {
    const { container, rerender } = render(
      <Sparkline
        points={[
          { at: 0, available: 10 },
          { at: 1, available: 20 },
        ]}
        max={20}
      />,
    );
    expect(container.querySelector('.sparkline')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    rerender(<Sparkline points={[{ at: 0, available: 10 }]} max={20} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
