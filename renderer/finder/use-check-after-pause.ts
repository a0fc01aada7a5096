/**
 * A check at the service of what the finder was typed (an order number, a PO number): asked once
 * typing pauses, and only while allowed. Each check's query options say what is asked and how long
 * the answer is remembered.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHECK_PAUSE_MS, useTypingPause } from './typing-pause.ts';

export interface Checking {
  readonly state: 'checking';
}

const CHECKING: Checking = { state: 'checking' };

/**
 * `value`: what the text is (a number), or null when there is nothing to check. Returns null when
 * nothing is checked, `checking` until the answer is in, then the answer.
 */
export function useCheckAfterPause<T, E, K extends QueryKey>(
  value: string | null,
  allowed: boolean,
  options: (value: string) => UseQueryOptions<T, E, T, K>,
): T | Checking | null {
  const schedule = useTypingPause();
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (value === null) return;
    return schedule(() => setSettled(value), CHECK_PAUSE_MS);
  }, [value, schedule]);
  const query = useQuery({
    ...options(value ?? ''),
    enabled: value !== null && settled === value && allowed,
  });
  if (value === null || !allowed) return null;
  return query.data ?? CHECKING;
}
