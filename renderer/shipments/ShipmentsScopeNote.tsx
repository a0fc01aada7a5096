import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';

/** In place of a list the sign-in may not see: what is missing in plain words, and the way to ask. */
export function ShipmentsScopeNote({
  what,
  missing,
}: {
  /** "shipments", "orders". */
  readonly what: string;
  readonly missing: readonly string[];
}) {
  return (
    <div className="shipments-scope-note">
      <h2>This sign-in may not see {what}</h2>
      <p>
        Floorboard can show this list only with the permission the service calls{' '}
        <code>{missing.join(' and ')}</code>. Nothing here is read until it is granted.
      </p>
      <MissingScopeNotice scopes={missing} />
    </div>
  );
}
