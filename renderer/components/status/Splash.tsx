import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { Button } from '../controls/Button.tsx';
import { describeError } from './describe-error.ts';
import './splash.css';

/** Before the first session answer, or while a saved sign-in resumes. */
export function Splash({
  text,
  error,
  onRetry,
}: {
  readonly text: string;
  readonly error?: BridgeError | null;
  readonly onRetry?: () => void;
}) {
  const problem = error ? describeError(error) : null;
  return (
    <main className="splash">
      <p className="brand">Floorboard</p>
      {problem ? (
        <div role="alert" className="splash-error">
          <p className="state-title">{problem.title}</p>
          <p className="muted">{problem.detail}</p>
          {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        </div>
      ) : (
        <p className="muted" role="status">
          {text}
        </p>
      )}
    </main>
  );
}
