import { useId, useState } from 'react';
import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import type { SignInMethod } from '../../shared/bridge/session.ts';
import { useSignInProgress } from '../session/session-context.tsx';
import { BrowserSignIn } from './BrowserSignIn.tsx';
import { DeveloperSignIn } from './DeveloperSignIn.tsx';
import { MethodTabs } from './MethodTabs.tsx';
import { PasswordSignIn } from './PasswordSignIn.tsx';
import { SignInAlert } from './SignInAlert.tsx';
import { useSignIn } from '../session/use-sign-in.ts';
import { profileAddress } from './use-profiles.ts';
import { WaitingForBrowser } from './WaitingForBrowser.tsx';
import './sign-in.css';

/**
 * Signing in to one profile: the method tabs, or the "waiting for your browser" state while a
 * browser sign-in is under way, with the last failure explained above.
 */
export function SignInPanel({
  profile,
  headingLevel = 1,
  initialScopes,
}: {
  readonly profile: ProfileSummary;
  readonly headingLevel?: 1 | 2;
  /** Pre-selects these scopes for browser sign-in (signing in again with the same access). */
  readonly initialScopes?: readonly string[] | null;
}) {
  const progress = useSignInProgress();
  const signIn = useSignIn();
  const [method, setMethod] = useState<SignInMethod>(profile.method);
  const pending = signIn.attempt.status === 'pending';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();

  return (
    <section className="sign-in-panel" aria-labelledby={headingId}>
      <div>
        <Heading id={headingId}>Sign in to {profile.name}</Heading>
        <p className="muted">{profileAddress(profile)}</p>
      </div>
      {signIn.attempt.status === 'failed' ? <SignInAlert error={signIn.attempt.error} /> : null}
      {progress.phase !== 'idle' && progress.profileId === profile.id ? (
        <WaitingForBrowser progress={progress} onCancel={() => void signIn.cancel()} />
      ) : (
        <MethodTabs
          method={method}
          onChange={(next) => {
            setMethod(next);
            signIn.reset();
          }}
        >
          {method === 'oauth' ? (
            <BrowserSignIn
              pending={pending}
              initialScopes={initialScopes}
              onSubmit={(scopes) => void signIn.browser(profile.id, scopes)}
            />
          ) : method === 'password' ? (
            <PasswordSignIn
              pending={pending}
              onSubmit={(username, password) => signIn.password(profile.id, username, password)}
            />
          ) : (
            <DeveloperSignIn
              pending={pending}
              builtInSandbox={profile.builtIn}
              onSubmit={(access, refresh) => void signIn.developer(profile.id, access, refresh)}
            />
          )}
        </MethodTabs>
      )}
    </section>
  );
}
