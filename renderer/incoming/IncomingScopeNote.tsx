import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';

/** In place of a list the sign-in may not see: what is missing in plain words, and the way to ask. */
export function IncomingScopeNote({
  what,
  missing,
}: {
  /** "purchase orders", "vendors". */
  readonly what: string;
  readonly missing: readonly string[];
}) {
  return (
    <div className="incoming-scope-note">
      <h2>This sign-in may not see {what}</h2>
      <p>
        Floorboard can show what is coming in only with the permission the service calls{' '}
        <code>{missing.join(' and ')}</code>. Nothing here is read until it is granted.
      </p>
      <MissingScopeNotice scopes={missing} />
    </div>
  );
}
