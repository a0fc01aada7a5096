import { useState, type KeyboardEvent } from 'react';
import { useBridge } from '../session/bridge-context.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { KioskButton } from './KioskButton.tsx';
import './pin-pad.css';

const MIN_DIGITS = 6;
const MAX_DIGITS = 12;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The administrator's way out of kiosk mode: a touch keypad for the PIN (a keyboard works too).
 * Main checks the PIN and throttles wrong ones; on success it announces the end of kiosk mode and
 * the app leaves the board by itself. The PIN is never shown, only how many digits were typed.
 */
export function PinPad({ onClose }: { readonly onClose: () => void }) {
  const bridge = useBridge();
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const type = (digit: string): void => {
    setMessage(null);
    setPin((current) => (current.length < MAX_DIGITS ? current + digit : current));
  };
  const submit = async (): Promise<void> => {
    if (pin.length < MIN_DIGITS || checking) return;
    setChecking(true);
    const result = await bridge.exitKiosk(pin);
    setChecking(false);
    setPin('');
    if (!result.ok) setMessage(result.error.message);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (/^[0-9]$/.test(event.key)) type(event.key);
    else if (event.key === 'Backspace') setPin((current) => current.slice(0, -1));
    else if (event.key === 'Enter') void submit();
    else return;
    event.preventDefault();
  };

  return (
    <Modal title="Administrator PIN" onClose={onClose} width="30rem">
      <div className="pin-pad" onKeyDown={onKeyDown}>
        <p>Enter the administrator PIN to leave kiosk mode.</p>
        <div className="pin-display" aria-hidden="true">
          {pin.length === 0 ? <span className="pin-placeholder">PIN</span> : '●'.repeat(pin.length)}
        </div>
        <p className="visually-hidden" role="status">
          {pin.length === 1 ? '1 digit entered' : `${pin.length} digits entered`}
        </p>
        {message ? (
          <p className="pin-error" role="alert">
            <Icon name="alert" size={20} /> {message}
          </p>
        ) : null}
        <div className="pin-keys" role="group" aria-label="PIN keypad">
          {KEYS.map((digit) => (
            <button key={digit} type="button" className="pin-key" onClick={() => type(digit)}>
              {digit}
            </button>
          ))}
          <button
            type="button"
            className="pin-key pin-key-small"
            onClick={() => {
              setPin('');
              setMessage(null);
            }}
          >
            Clear
          </button>
          <button type="button" className="pin-key" onClick={() => type('0')}>
            0
          </button>
          <button
            type="button"
            className="pin-key"
            aria-label="Delete last digit"
            onClick={() => setPin((current) => current.slice(0, -1))}
          >
            ⌫
          </button>
        </div>
        <div className="pin-actions">
          <KioskButton onClick={onClose}>Cancel</KioskButton>
          <KioskButton
            variant="primary"
            icon="key"
            disabled={pin.length < MIN_DIGITS || checking}
            aria-busy={checking || undefined}
            onClick={() => void submit()}
          >
            Leave kiosk mode
          </KioskButton>
        </div>
      </div>
    </Modal>
  );
}
