/** The latest credit sample main pushed; main decides when (on change, a few per second at most). */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { useBridge } from './bridge-context.tsx';

const CreditsContext = createContext<CreditSample | null>(null);

export function CreditsProvider({ children }: { readonly children: ReactNode }) {
  const bridge = useBridge();
  const [sample, setSample] = useState<CreditSample | null>(null);
  useEffect(() => bridge.onCredits(setSample), [bridge]);
  return <CreditsContext value={sample}>{children}</CreditsContext>;
}

/** `null` until the first sample (main reads `user_quota` when idle, so one comes soon). */
export function useCreditSample(): CreditSample | null {
  return useContext(CreditsContext);
}
