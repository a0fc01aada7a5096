import { useState } from 'react';
import type { SignInProgress } from '../../shared/bridge/session.ts';
import { Button } from '../components/controls/Button.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { runsInWebHost } from '../bridge/connect.ts';

type Copy = 'idle' | 'copied' | 'failed';

/**
 * While the system browser has the sign-in page: what to do there, Cancel, and the link to
 * copy when the browser did not open (or opened on the wrong profile).
 */
export function WaitingForBrowser({
  progress,
  onCancel,
}: {
  readonly progress: Exclude<SignInProgress, { phase: 'idle' }>;
  readonly onCancel: () => void;
}) {
  const [copy, setCopy] = useState<Copy>('idle');

  if (progress.phase === 'exchanging') {
    return (
      <div className="waiting" role="status">
        <h2>Finishing sign-in…</h2>
        <p className="muted">
          The browser approved the request; Floorboard is collecting the sign-in.
        </p>
      </div>
    );
  }

  const url = progress.authorizationUrl;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  // In the web host nothing opens a browser for the user: this tab opens the page itself.
  const inTab = runsInWebHost();
  const notOpened = progress.browserOpened === false;
  const instruction = inTab
    ? 'Open the sign-in page in a new tab and approve the request there. Floorboard continues by itself once you have approved; you can then close that tab.'
    : notOpened
      ? 'Floorboard could not open your browser. Copy the sign-in link and open it in a browser on this computer.'
      : 'The sign-in page is open in your browser. Approve the request there and Floorboard continues by itself.';

  return (
    <div className="waiting">
      <div className="waiting-head" role="status">
        <span className="waiting-icon">
          <Icon name="globe" size={20} />
        </span>
        <h2>Waiting for your browser</h2>
      </div>
      <p>{instruction}</p>
      <div className="form-actions">
        {inTab ? (
          <a
            className="btn btn-primary btn-md"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="globe" size={16} />
            Open sign-in page
          </a>
        ) : null}
        <Button
          variant={notOpened && !inTab ? 'primary' : 'secondary'}
          icon="copy"
          onClick={() => void copyLink()}
        >
          Copy sign-in link
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
        <span className="muted" role="status">
          {copy === 'copied' ? 'Link copied.' : ''}
          {copy === 'failed' ? 'Could not copy: select the link below and copy it.' : ''}
        </span>
      </div>
      {notOpened || copy === 'failed' ? (
        <label className="field">
          <span className="field-label">Sign-in link</span>
          <input
            className="input mono"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        </label>
      ) : null}
    </div>
  );
}
