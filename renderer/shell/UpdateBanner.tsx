import { useEffect, useState } from 'react';
import type { UpdateStatus } from '../../shared/bridge/update.ts';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { useBridge } from '../session/bridge-context.tsx';

/**
 * The desktop app's update, once main has downloaded one: "Restart to update", or later (it
 * installs when the app quits). A failed check is not worth a banner: the app keeps working and
 * main logs it. The web host never sends this event.
 */
export function UpdateBanner() {
  const bridge = useBridge();
  const [status, setStatus] = useState<UpdateStatus>({ kind: 'none' });
  const [dismissed, setDismissed] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => bridge.onUpdate(setStatus), [bridge]);
  if (status.kind !== 'ready' || dismissed) return null;
  const restart = () =>
    void bridge.restartToUpdate().then((result) => {
      if (!result.ok) setFailed(result.error.message);
    });
  return (
    <Banner
      tone="info"
      title={`Floorboard ${status.version} is ready`}
      actions={
        <Button variant="primary" size="sm" onClick={restart}>
          Restart to update
        </Button>
      }
      onDismiss={() => setDismissed(true)}
    >
      {failed ?? 'Restart now, or it installs the next time you quit Floorboard.'}
    </Banner>
  );
}
