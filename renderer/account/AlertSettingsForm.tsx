import { ALERT_KIND_WORDS } from '../../shared/alerts/alert-notice.ts';
import { ALERT_KINDS, type AlertKind, type AlertSettings } from '../../shared/brief/brief.ts';
import { Button } from '../components/controls/Button.tsx';
import { CheckboxField } from '../components/form/CheckboxField.tsx';
import { SelectField } from '../components/form/SelectField.tsx';
import type { BrowserPermission } from '../alerts/browser-notifications.ts';
import { BUDGET_SHARES, budgetMeaning, shareLabel } from '../alerts/budget-words.ts';
import './alert-settings.css';

/** Where alerts show: the desktop's own notifications, or the browser's with its permission. */
export type AlertDelivery =
  { readonly host: 'desktop' } | { readonly host: 'web'; readonly permission: BrowserPermission };

function DeliveryNote({
  delivery,
  on,
  onAskPermission,
}: {
  readonly delivery: AlertDelivery;
  readonly on: boolean;
  readonly onAskPermission: () => void;
}) {
  if (delivery.host === 'desktop') {
    return <p className="muted alert-note">Alerts show as the system’s notifications.</p>;
  }
  switch (delivery.permission) {
    case 'granted':
      return <p className="muted alert-note">Alerts show as this browser’s notifications.</p>;
    case 'default':
      return on ? (
        <p className="alert-note is-warn">
          The browser has not been allowed to show notifications yet.{' '}
          <Button size="sm" onClick={onAskPermission}>
            Allow notifications
          </Button>
        </p>
      ) : (
        <p className="muted alert-note">
          Turning an alert on asks the browser for permission to show notifications.
        </p>
      );
    case 'denied':
      return (
        <p className="alert-note is-warn" role="alert">
          This browser blocks Floorboard’s notifications, so alerts cannot show. Allow notifications
          for this page in the browser’s site settings, then reload.
        </p>
      );
    case 'unsupported':
      return (
        <p className="alert-note is-warn" role="alert">
          This browser cannot show notifications, so alerts cannot show here.
        </p>
      );
  }
}

/**
 * "Tell me when": which changes raise a notification, and how much of the account's credits the
 * background checks may use, said as how often they run (budget-words.ts).
 */
export function AlertSettingsForm({
  settings,
  rate,
  delivery,
  disabled,
  onChange,
  onAskPermission,
}: {
  readonly settings: AlertSettings;
  /** The account's refill rate in credits a second; null before the first reading. */
  readonly rate: number | null;
  readonly delivery: AlertDelivery;
  readonly disabled: boolean;
  readonly onChange: (next: AlertSettings) => void;
  /** Web host: ask the browser again (the user dismissed its question). */
  readonly onAskPermission: () => void;
}) {
  const toggle = (kind: AlertKind, checked: boolean) =>
    onChange({
      ...settings,
      // Kept in the order the settings list them, whatever order they were ticked in.
      kinds: ALERT_KINDS.filter((k) => (k === kind ? checked : settings.kinds.includes(k))),
    });
  // A share saved elsewhere (not one of the offered) is still shown as it is.
  const shares: readonly number[] = BUDGET_SHARES.some((share) => share === settings.budgetShare)
    ? BUDGET_SHARES
    : [...BUDGET_SHARES, settings.budgetShare].sort((a, b) => a - b);
  return (
    <div className="alert-settings">
      <fieldset className="alert-kinds" disabled={disabled}>
        <legend>Tell me when</legend>
        {ALERT_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={ALERT_KIND_WORDS[kind].choice}
            checked={settings.kinds.includes(kind)}
            onChange={(checked) => toggle(kind, checked)}
          />
        ))}
      </fieldset>
      <DeliveryNote
        delivery={delivery}
        on={settings.kinds.length > 0}
        onAskPermission={onAskPermission}
      />
      <SelectField
        label="Credits the checks may use"
        value={String(settings.budgetShare)}
        options={shares.map((share) => ({ value: String(share), label: shareLabel(share) }))}
        disabled={disabled}
        hint={budgetMeaning(settings.budgetShare, rate)}
        onChange={(value) => onChange({ ...settings, budgetShare: Number(value) })}
      />
    </div>
  );
}
