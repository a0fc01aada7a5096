import type { ReactNode } from 'react';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import { Section } from '../components/layout/DetailPane.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import type { OperationError } from '../data/operation-error.ts';
import type { Gate } from '../session/gate.ts';

/**
 * A pane section backed by its own query. Without the scope it needs, it says which scope is
 * missing and offers to re-authorize: never a blank, never an error.
 */
export function ScopedSection({
  title,
  what,
  gate,
  query,
  children,
}: {
  readonly title: string;
  /** What the section would show, for the missing-scope sentence ("shipments"). */
  readonly what: string;
  readonly gate: Gate;
  readonly query: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: OperationError | null;
    readonly refetch: () => Promise<unknown>;
  };
  readonly children: ReactNode;
}) {
  let body: ReactNode;
  if (!gate.allowed) {
    body = (
      <div className="scoped-missing">
        <p>
          This sign-in may not see {what}: it lacks the scope {gate.missing.join(' and ')}.
        </p>
        <MissingScopeNotice scopes={gate.missing} />
      </div>
    );
  } else if (query.isPending) {
    body = <SkeletonRows rows={2} columns={2} label={`Loading ${what}`} />;
  } else if (query.isError && query.error) {
    body = <ErrorView error={query.error} compact onRetry={() => void query.refetch()} />;
  } else body = children;
  return <Section title={title}>{body}</Section>;
}
