import { useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useBridge } from '../session/bridge-context.tsx';

export interface TrackingLabel {
  readonly tracking_number?: string | null;
  readonly tracking_url?: string | null;
}

type Opening =
  | { readonly phase: 'idle' | 'opening' | 'opened' }
  | { readonly phase: 'failed'; readonly message: string };

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'the carrier’s page';
  }
}

/**
 * One package's tracking number, with Copy and, when the carrier gave a page, Track. The page
 * opens in the system browser, which may come up behind this window or not at all, so the
 * package says what happened and offers the address to copy either way.
 */
export function TrackingNumber({ label }: { readonly label: TrackingLabel }) {
  const bridge = useBridge();
  const toast = useToast();
  const [opening, setOpening] = useState<Opening>({ phase: 'idle' });
  const number = label.tracking_number ?? '';
  const url = label.tracking_url ?? '';
  const trackable = /^https?:\/\//i.test(url);

  const copy = (text: string, what: string): void => {
    navigator.clipboard.writeText(text).then(
      () => toast.show({ tone: 'success', title: `${what} copied` }),
      () => toast.show({ tone: 'error', title: 'Could not copy: select the text instead' }),
    );
  };
  const track = (): void => {
    setOpening({ phase: 'opening' });
    void bridge.openTrackingPage(url).then((result) => {
      setOpening(
        result.ok ? { phase: 'opened' } : { phase: 'failed', message: result.error.message },
      );
    });
  };

  return (
    <div className="tracking">
      <span className="mono tracking-number">{number === '' ? '—' : number}</span>
      {number === '' ? null : (
        <Button
          size="sm"
          variant="ghost"
          icon="copy"
          aria-label={`Copy tracking number ${number}`}
          onClick={() => copy(number, 'Tracking number')}
        >
          Copy
        </Button>
      )}
      {trackable ? (
        <Button
          size="sm"
          variant="ghost"
          icon="globe"
          aria-label={`Track ${number} on the carrier’s site`}
          disabled={opening.phase === 'opening'}
          onClick={track}
        >
          Track
        </Button>
      ) : null}
      <span className="tracking-note" role="status">
        {!trackable && number !== '' ? (
          <span className="muted">No tracking page from the carrier: copy the number.</span>
        ) : opening.phase === 'opening' ? (
          <span className="muted">Opening {hostOf(url)}…</span>
        ) : opening.phase === 'opened' ? (
          <span className="muted">Opened {hostOf(url)} in your browser.</span>
        ) : null}
      </span>
      {opening.phase === 'failed' ? (
        <span className="tracking-note tracking-failed" role="alert">
          {opening.message}: copy the address into a browser.
        </span>
      ) : null}
      {opening.phase === 'opened' || opening.phase === 'failed' ? (
        <Button
          size="sm"
          variant="ghost"
          icon="copy"
          aria-label="Copy the tracking page’s address"
          onClick={() => copy(url, 'Tracking page address')}
        >
          Copy address
        </Button>
      ) : null}
    </div>
  );
}
