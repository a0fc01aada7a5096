import { describe, expect, it } from 'vitest';
import type { BriefAlert } from '../brief/brief.ts';
import { alertNotice } from './alert-notice.ts';

const hold: BriefAlert = {
  kind: 'order-on-hold',
  item: { id: 'O42', label: '#100512', detail: 'Operator hold, by Sam', at: '2026-11-27T08:00:00' },
};

describe('alertNotice', () => {
  it('titles the kind and the record, and carries the engine’s detail as the body', () => {
    expect(alertNotice(hold)).toEqual({
      title: 'Order put on hold: #100512',
      body: 'Operator hold, by Sam',
      tag: 'order-on-hold:O42',
    });
  });

  it('cuts a very long detail with an ellipsis rather than overflowing the notification', () => {
    const long = { ...hold, item: { ...hold.item, detail: 'x'.repeat(300) } };
    const { body } = alertNotice(long);
    expect(body).toHaveLength(120);
    expect(body.endsWith('…')).toBe(true);
  });

  it('reads nothing but the label and detail (no other field of the record reaches it)', () => {
    const withExtra = { ...hold, item: { ...hold.item, email: 'ann@example.test' } };
    expect(JSON.stringify(alertNotice(withExtra))).not.toContain('ann@example.test');
  });
});
