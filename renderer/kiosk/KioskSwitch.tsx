import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../components/lazy/lazy-component.ts';
import { Splash } from '../components/status/Splash.tsx';
import { useAppInfo } from './use-app-info.ts';

// The floor board's code loads only on kiosk machines; office PCs never download it.
const { Component: KioskApp } = lazyComponent(() =>
  import('./KioskApp.tsx').then((m) => m.KioskApp),
);

/**
 * The floor board when main says this run is a kiosk; `children` (the office app) otherwise, and
 * again as soon as an administrator has left kiosk mode.
 */
export function KioskSwitch({ children }: { readonly children: ReactNode }) {
  const state = useAppInfo();
  if (state.status === 'loading') return <Splash text="Starting…" />;
  if (state.status === 'failed') {
    return <Splash text="Starting…" error={state.error} onRetry={state.retry} />;
  }
  const { kiosk } = state.info;
  return kiosk ? (
    <Suspense fallback={<Splash text="Starting…" />}>
      <KioskApp info={kiosk} />
    </Suspense>
  ) : (
    <>{children}</>
  );
}
