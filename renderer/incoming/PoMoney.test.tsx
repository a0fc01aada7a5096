// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PoMoney } from './PoMoney.tsx';

describe('PoMoney', () => {
  afterEach(cleanup);

  it('shows the vendor’s currency when it is given', () => {
    const cad = render(<PoMoney value="14568.58" currency="CAD" />);
    expect(cad.container.textContent).toBe('CA$14,568.58');
    const usd = render(<PoMoney value="56.49" currency="USD" />);
    expect(usd.container.textContent).toBe('$56.49');
  });

  it('shows the digits without a currency when none is known (the prop is optional)', () => {
    const { container } = render(<PoMoney value="7528.5" />);
    expect(container.textContent).toBe('7,528.5');
  });
});
