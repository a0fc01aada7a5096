import { Suspense, useEffect, type ReactNode } from 'react';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useCacheReset } from '../session/use-cache-reset.ts';
import { useStaleAfterImport } from '../data/stale-after-import.ts';
import { useSignedIn, useSignInProgress } from '../session/session-context.tsx';
import { VIEWS } from './views.tsx';
import { useUiStore } from '../state/ui-store.ts';
import { FinderHost } from '../finder/FinderHost.tsx';
import { AlertsHost } from '../alerts/AlertsHost.tsx';
import { NavBar, useNavShortcuts } from './NavBar.tsx';
import { ReauthorizeDialog } from './ReauthorizeDialog.tsx';
import { SessionBanners } from './SessionBanners.tsx';
import { TopBar } from './TopBar.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';
import './shell.css';

/** The granted scopes, so "sign in again" after the session ends asks for the same access. */
function useRememberScopes(): void {
  const session = useSignedIn();
  const setLastScopes = useUiStore((s) => s.setLastScopes);
  const scopes = session?.scopeLimited ? session.scopes.join(' ') : null;
  useEffect(() => {
    if (scopes !== null) setLastScopes(scopes.split(' '));
  }, [scopes, setLastScopes]);
}

/**
 * Every sign-in opens on the overview. The shell stays mounted while a session is resumed or
 * signed in again (the user goes on where they were); it mounts anew only after a sign-in.
 */
function useOverviewFirst(): void {
  const showView = useUiStore((s) => s.showView);
  useEffect(() => showView('overview'), [showView]);
}

/**
 * The signed-in layout: top bar (profile, user, credit gauge, sign out), navigation on the left,
 * the current view. `overlay` (sign in again, resuming) makes everything under it inert.
 */
export function Shell({ overlay }: { readonly overlay: ReactNode }) {
  useOverviewFirst();
  useCacheReset();
  useStaleAfterImport();
  useNavShortcuts();
  useRememberScopes();
  const view = useUiStore((s) => s.view);
  const progress = useSignInProgress();
  // A browser sign-in started from inside the shell (re-authorize, request again).
  const reauthorizing = progress.phase !== 'idle' && !overlay;
  const View = VIEWS[view].component;

  return (
    <>
      <div className="shell" inert={Boolean(overlay) || reauthorizing}>
        <button
          type="button"
          className="skip-link"
          onClick={() => document.getElementById('main')?.focus()}
        >
          Skip to content
        </button>
        <TopBar />
        <NavBar />
        <main id="main" className="shell-main" tabIndex={-1} aria-label={VIEWS[view].label}>
          <UpdateBanner />
          <SessionBanners />
          <div className="shell-view">
            {/* A view's code loads on first use (views.tsx): its place is held meanwhile. */}
            <Suspense fallback={<SkeletonRows label={`Loading ${VIEWS[view].label}`} />}>
              <View />
            </Suspense>
          </div>
        </main>
      </div>
      <FinderHost enabled={!overlay && !reauthorizing} />
      <AlertsHost />
      {overlay}
      {reauthorizing ? <ReauthorizeDialog progress={progress} /> : null}
    </>
  );
}
