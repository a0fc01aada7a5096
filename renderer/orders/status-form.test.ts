import { describe, expect, it } from 'vitest';
import { checkStatus, chosenStatus, EMPTY_CHOICE, isNewStatus, OTHER } from './status-form.ts';

const KNOWN = ['pending', 'fulfilled', 'canceled', 'awaiting-pickup'];
const other = (text: string, confirmNew = false) => ({
  ...EMPTY_CHOICE,
  choice: OTHER,
  other: text,
  confirmNew,
});

describe('the status form', () => {
  it('takes a status the account uses without more questions', () => {
    expect(checkStatus({ ...EMPTY_CHOICE, choice: 'fulfilled' }, 'pending', KNOWN)).toEqual({});
    expect(checkStatus(other(' awaiting-pickup '), 'pending', KNOWN)).toEqual({});
  });

  it('catches a typo that differs only in case and spaces', () => {
    expect(checkStatus(other('Fulfilled '), 'pending', KNOWN).other).toContain(
      'The account uses “fulfilled”',
    );
  });

  it('asks to confirm a new status, and sends it trimmed', () => {
    const typed = other('  held-for-inspection ');
    expect(isNewStatus(typed, KNOWN)).toBe(true);
    expect(checkStatus(typed, 'pending', KNOWN).confirmNew).toContain('confirm');
    expect(checkStatus({ ...typed, confirmNew: true }, 'pending', KNOWN)).toEqual({});
    expect(chosenStatus(typed)).toBe('held-for-inspection');
  });

  it('refuses the status the order already has', () => {
    expect(checkStatus({ ...EMPTY_CHOICE, choice: 'pending' }, 'pending', KNOWN).choice).toBe(
      'The order already has this status.',
    );
  });
});
