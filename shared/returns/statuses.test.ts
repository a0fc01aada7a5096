import { describe, expect, it } from 'vitest';
import {
  isProcessedStatus,
  isReturnStatus,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
} from './statuses.ts';

describe('return statuses', () => {
  it('knows its own words and no others', () => {
    expect(isReturnStatus('received')).toBe(true);
    expect(isReturnStatus('lost')).toBe(false);
  });

  it('counts complete and canceled (either spelling) as processed', () => {
    expect(isProcessedStatus('complete')).toBe(true);
    expect(isProcessedStatus('cancelled')).toBe(true);
    expect(isProcessedStatus('received')).toBe(false);
    expect(isProcessedStatus(null)).toBe(false);
  });

  it('has a label for every status', () => {
    for (const status of RETURN_STATUSES) expect(RETURN_STATUS_LABELS[status]).not.toBe('');
  });
});
