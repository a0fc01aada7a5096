import { useState } from 'react';
import type { SignedOutReason } from '../../shared/bridge/session.ts';
import { Icon } from '../components/icons/Icon.tsx';
import { KioskButton } from './KioskButton.tsx';
import { PinPad } from './PinPad.tsx';

const WHY: Record<SignedOutReason | 'none', string> = {
  'session-expired': 'The kiosk’s sign-in to the warehouse service has expired or was revoked.',
  'needs-sign-in': 'The kiosk’s saved sign-in can no longer be read on this PC.',
  'signed-out': 'The kiosk is not signed in to the warehouse service.',
  unreachable: 'The warehouse service cannot be reached.',
  none: 'The kiosk is not signed in to the warehouse service.',
};

/**
 * What a kiosk shows once its refresh token stops working: no login form and no
 * sign-in buttons — only an administrator signs in, outside kiosk mode — but what to do, for the
 * person in front of it and for the administrator.
 */
export function AdminNeeded({ reason }: { readonly reason: SignedOutReason | undefined }) {
  const [pinOpen, setPinOpen] = useState(false);
  return (
    <>
      <main className="kiosk-admin" inert={pinOpen}>
        <span className="kiosk-admin-icon">
          <Icon name="lock" size={72} />
        </span>
        <h1>This kiosk needs an administrator</h1>
        <p className="kiosk-admin-lead">
          {WHY[reason ?? 'none']} The board cannot show stock or orders until an administrator signs
          it in again.
        </p>
        <p className="kiosk-admin-staff">Please tell your supervisor or IT.</p>
        <section className="kiosk-admin-steps" aria-labelledby="kiosk-admin-steps">
          <h2 id="kiosk-admin-steps">For the administrator</h2>
          <ol>
            <li>Tap “Administrator” below and enter the kiosk PIN to leave kiosk mode.</li>
            <li>Sign in again with the Floor kiosk preset (no customer details).</li>
            <li>Close the window: the kiosk starts again by itself.</li>
          </ol>
        </section>
        <KioskButton icon="key" onClick={() => setPinOpen(true)}>
          Administrator
        </KioskButton>
      </main>
      {pinOpen ? <PinPad onClose={() => setPinOpen(false)} /> : null}
    </>
  );
}
