import type { LaunchFailure } from '../bridge/use-web-launch.ts';
import { Button } from '../components/controls/Button.tsx';
import './launch.css';

/**
 * A later launch address that did not work, in a tab whose session still does: said, so the
 * address is not silently ignored, and the tab carries on as it was.
 */
export function LaunchRefusedNote({
  reason,
  onClose,
}: {
  readonly reason: LaunchFailure;
  readonly onClose: () => void;
}) {
  return (
    <div className="launch-refused" role="status">
      <p>
        {reason === 'used-or-expired'
          ? 'That launch address was already used or has expired.'
          : 'Floorboard did not answer that launch address.'}{' '}
        This window stays connected as it was.
      </p>
      <Button size="sm" variant="ghost" onClick={onClose}>
        Dismiss
      </Button>
    </div>
  );
}
