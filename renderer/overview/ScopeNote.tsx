import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';

/** In place of figures the sign-in may not see: what is missing in plain words, and the way to ask. */
export function ScopeNote({
  what,
  missing,
}: {
  /** "orders", "products": what this sign-in cannot see. */
  readonly what: string;
  readonly missing: readonly string[];
}) {
  return (
    <div className="overview-scope-note">
      <p>This sign-in was not given permission to see {what}, so they are not counted here.</p>
      <MissingScopeNotice scopes={missing} />
    </div>
  );
}
