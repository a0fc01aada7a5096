// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScopeWarningSummary } from '../../../shared/bridge/graphql.ts';
import { formatMoney } from '../../format/decimal.ts';
import { FieldValue } from './FieldValue.tsx';
import { isWithheld, withheldScopes } from './withheld.ts';

afterEach(cleanup);

const warnings: ScopeWarningSummary[] = [
  { fieldId: 'Order.email', requiredScopes: ['view:pii'], occurrences: 3 },
];

describe('isWithheld', () => {
  it('matches the field id named in the scope warnings', () => {
    expect(isWithheld(warnings, 'Order.email')).toBe(true);
    expect(isWithheld(warnings, 'Order.order_number')).toBe(false);
    expect(isWithheld([], 'Order.email')).toBe(false);
    expect(withheldScopes(warnings, 'Order.email')).toEqual(['view:pii']);
  });
});

describe('FieldValue', () => {
  it('shows a withheld field as a lock placeholder naming the scope', () => {
    render(<FieldValue value={null} fieldId="Order.email" scopeWarnings={warnings} />);
    expect(screen.getByText('Hidden — needs view:pii')).toBeTruthy();
    expect(screen.queryByText('empty')).toBeNull();
  });

  it('shows an empty value as an em dash announced as "empty"', () => {
    const { container } = render(
      <FieldValue value="" fieldId="Order.shop_name" scopeWarnings={warnings} />,
    );
    expect(screen.getByText('empty')).toBeTruthy();
    expect(container.textContent).toBe('—empty');
    expect(screen.queryByText(/Hidden/)).toBeNull();
  });

  it('shows a present value as itself, formatted when asked', () => {
    render(
      <FieldValue
        value="12345678901234.99"
        fieldId="Order.total_price"
        scopeWarnings={warnings}
        format={(v) => formatMoney(String(v), 'USD', 'en-US')}
      />,
    );
    expect(screen.getByText('$12,345,678,901,234.99')).toBeTruthy();
  });

  it('keeps the full reason in the accessible text when compact', () => {
    const { container } = render(
      <FieldValue value={null} fieldId="Order.email" scopeWarnings={warnings} compact />,
    );
    expect(container.textContent).toBe('Hidden — needs view:pii');
  });
});
