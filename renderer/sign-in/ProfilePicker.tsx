import { useState } from 'react';
import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { describeError } from '../components/status/describe-error.ts';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { METHOD_LABELS } from './MethodTabs.tsx';
import { RemoveProfileDialog } from './RemoveProfileDialog.tsx';
import { profileAddress } from './use-profiles.ts';

/**
 * The connection profiles, built-in Sandbox first. Choosing one makes it active (main resumes
 * its saved sign-in if it has one); the user's own profiles can be edited and removed.
 */
export function ProfilePicker({
  profiles,
  activeId,
  locked,
  error,
  onSelect,
  onAdd,
  onEdit,
  onRemove,
}: {
  readonly profiles: readonly ProfileSummary[] | undefined;
  readonly activeId: string | null;
  /** While a browser sign-in waits, switching profile would strand it. */
  readonly locked: boolean;
  readonly error: BridgeError | null;
  readonly onSelect: (profile: ProfileSummary) => void;
  readonly onAdd: () => void;
  readonly onEdit: (profile: ProfileSummary) => void;
  readonly onRemove: (profile: ProfileSummary) => void;
}) {
  const [confirming, setConfirming] = useState<ProfileSummary | null>(null);
  const problem = error ? describeError(error) : null;
  return (
    <section className="profile-picker" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">Profiles</h2>
      {problem ? (
        <Banner tone="danger" title={problem.title}>
          {problem.detail}
        </Banner>
      ) : null}
      {profiles ? (
        <ul className="profile-list">
          {profiles.map((profile) => (
            <li
              key={profile.id}
              className={profile.id === activeId ? 'profile is-active' : 'profile'}
            >
              <button
                type="button"
                className="profile-choose"
                aria-current={profile.id === activeId ? 'true' : undefined}
                disabled={locked && profile.id !== activeId}
                onClick={() => onSelect(profile)}
              >
                <span className="profile-name">{profile.name}</span>
                <span className="profile-meta">
                  {profileAddress(profile)} · {METHOD_LABELS[profile.method]}
                </span>
              </button>
              {profile.builtIn ? null : (
                <span className="profile-actions">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Edit ${profile.name}`}
                    onClick={() => onEdit(profile)}
                  >
                    <Icon name="edit" size={14} />
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Remove ${profile.name}`}
                    onClick={() => setConfirming(profile)}
                  >
                    <Icon name="trash" size={14} />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonRows rows={2} columns={1} rowHeight={48} label="Loading profiles" />
      )}
      <Button icon="plus" size="sm" onClick={onAdd} disabled={locked}>
        Add profile
      </Button>
      {confirming ? (
        <RemoveProfileDialog
          profile={confirming}
          onClose={() => setConfirming(null)}
          onRemove={() => {
            setConfirming(null);
            onRemove(confirming);
          }}
        />
      ) : null}
    </section>
  );
}
