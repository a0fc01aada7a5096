import { MissingScopeNotice } from './MissingScopeNotice.tsx';

/**
 * In place of what the sign-in may not see: what is missing in plain words, and the way to ask.
 * With `shows`, it stands for a whole list under a heading; without, it says figures were left out
 * of a count.
 */
export function ScopeNote({
  what,
  missing,
  shows,
  className,
}: {
  /** "shipments", "purchase orders", "products": what this sign-in cannot see. */
  readonly what: string;
  readonly missing: readonly string[];
  /** What the list in its place would show: "this list", "what is coming in". */
  readonly shows?: string;
  /** The screen's own class for the note. */
  readonly className: string;
}) {
  return (
    <div className={className}>
      {shows === undefined ? (
        <p>This sign-in was not given permission to see {what}, so they are not counted here.</p>
      ) : (
        <>
          <h2>This sign-in may not see {what}</h2>
          <p>
            Floorboard can show {shows} only with the permission the service calls{' '}
            <code>{missing.join(' and ')}</code>. Nothing here is read until it is granted.
          </p>
        </>
      )}
      <MissingScopeNotice scopes={missing} />
    </div>
  );
}
