// @vitest-environment happy-dom
/**
 * An order on hold says so once: a status that reads "On hold" and the order's holds make one
 * badge naming the hold's kind; other statuses keep their badge beside the holds.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HoldNames } from './HoldBadge.tsx';
import { statusAndHolds } from './hold-words.ts';
import { OrderStatusCell } from './OrderStatusCell.tsx';

afterEach(cleanup);

/** The cell's badges as a screen reader reads them, one string each. */
function badges(ui: React.ReactElement): string[] {
  const { container } = render(ui);
  return [...container.querySelectorAll('.status-badge, .hold-badge')].map((b) => b.textContent);
}

describe('the orders list’s Status cell', () => {
  it('shows one badge with the hold’s kind when the status already says on hold', () => {
    for (const status of ['on-hold', 'On hold', 'on_hold']) {
      expect(badges(<OrderStatusCell status={status} holds={{ operator_hold: true }} />)).toEqual([
        'On hold · Operator',
      ]);
      cleanup();
    }
  });

  it('counts several holds and names them for screen readers and on hover', () => {
    const { container } = render(
      <OrderStatusCell status="on-hold" holds={{ payment_hold: true, fraud_hold: true }} />,
    );
    const badge = container.querySelector('.hold-badge');
    expect(badge?.textContent).toBe('On hold · 2 holds: Payment hold, Fraud hold');
    expect(badge?.getAttribute('title')).toBe('On hold: Payment hold, Fraud hold');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe(
      ': Payment hold, Fraud hold',
    );
  });

  it('keeps another status and names the hold beside it', () => {
    expect(badges(<OrderStatusCell status="pending" holds={{ payment_hold: true }} />)).toEqual([
      'Pending',
      'Payment hold',
    ]);
  });

  it('shows the status alone when there is no hold, even when it says on hold', () => {
    expect(badges(<OrderStatusCell status="on-hold" holds={{ operator_hold: false }} />)).toEqual([
      'On hold',
    ]);
    cleanup();
    expect(badges(<OrderStatusCell status="fulfilled" holds={null} />)).toEqual(['Fulfilled']);
  });
});

describe('an order’s state in one line (the quick finder’s)', () => {
  it('says on hold once, and names holds beside another status', () => {
    expect(statusAndHolds('on-hold', { fraud_hold: true })).toBe('On hold · Fraud');
    expect(statusAndHolds('pending', { payment_hold: true, client_hold: true })).toBe(
      'Pending · 2 holds',
    );
    expect(statusAndHolds('awaiting-pickup', null)).toBe('Awaiting pickup');
    expect(statusAndHolds(null, { address_hold: true })).toBe('No status · Address hold');
  });
});

describe('the detail pane’s Holds', () => {
  it('names every hold, or says None', () => {
    expect(badges(<HoldNames holds={{ address_hold: true, client_hold: true }} />)).toEqual([
      'Address hold',
      'Client hold',
    ]);
    cleanup();
    const { container } = render(<HoldNames holds={{}} />);
    expect(container.textContent).toBe('None');
  });
});
