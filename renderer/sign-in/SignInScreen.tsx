import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useSessionContext, useSignInProgress } from '../session/session-context.tsx';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfilePicker } from './ProfilePicker.tsx';
import { signedOutMessage } from '../session/sign-in-messages.ts';
import { SignInPanel } from './SignInPanel.tsx';
import { PROFILES_KEY, useProfiles } from './use-profiles.ts';
import './sign-in.css';

/** The first screen: choose a profile (or manage them) and sign in to it. */
export function SignInScreen() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const { snapshot, refresh } = useSessionContext();
  const progress = useSignInProgress();
  const profiles = useProfiles();
  const [editing, setEditing] = useState<ProfileSummary | 'new' | null>(null);
  const [actionError, setActionError] = useState<BridgeError | null>(null);

  const activeId = snapshot?.activeProfileId ?? null;
  const active = profiles.data?.find((p) => p.id === activeId) ?? profiles.data?.[0];
  const session = snapshot?.session;
  const notice =
    session?.status === 'signed-out' ? signedOutMessage(session.reason, session.message) : null;

  const select = async (profile: ProfileSummary) => {
    const result = await bridge.selectProfile(profile.id);
    setActionError(result.ok ? null : result.error);
    if (result.ok) await refresh();
  };
  const remove = async (profile: ProfileSummary) => {
    const result = await bridge.removeProfile(profile.id);
    setActionError(result.ok ? null : result.error);
    await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
  };
  const saved = async (profile: ProfileSummary, isNew: boolean) => {
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    if (isNew) await select(profile);
  };

  return (
    <main className="sign-in-screen">
      <div className="sign-in-card">
        <p className="brand" aria-hidden="true">
          Floorboard
        </p>
        {notice ? (
          <Banner
            tone={notice.tone}
            title={notice.title}
            actions={
              session?.status === 'signed-out' && session.reason === 'unreachable' && active ? (
                <Button size="sm" onClick={() => void select(active)}>
                  Try again
                </Button>
              ) : null
            }
          >
            {notice.detail}
          </Banner>
        ) : null}
        <div className="sign-in-columns">
          <ProfilePicker
            profiles={profiles.data}
            activeId={active?.id ?? null}
            locked={progress.phase !== 'idle'}
            error={actionError ?? (profiles.isError ? profiles.error.error : null)}
            onSelect={(p) => void select(p)}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
            onRemove={(p) => void remove(p)}
          />
          {active ? (
            <SignInPanel key={active.id} profile={active} />
          ) : (
            <SkeletonRows rows={6} columns={2} label="Loading sign-in" />
          )}
        </div>
      </div>
      {editing ? (
        <ProfileForm
          profile={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(profile) => void saved(profile, editing === 'new')}
        />
      ) : null}
    </main>
  );
}
