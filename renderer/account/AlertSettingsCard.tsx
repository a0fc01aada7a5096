import { useEffect, useState } from 'react';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '../../shared/brief/brief.ts';
import { runsInWebHost } from '../bridge/connect.ts';
import { Section } from '../components/layout/DetailPane.tsx';
import { describeError } from '../components/status/describe-error.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useCreditSample } from '../session/credits-context.tsx';
import {
  askPermission,
  browserPermission,
  pageNotificationApi,
  type BrowserPermission,
} from '../alerts/browser-notifications.ts';
import { AlertSettingsForm, type AlertDelivery } from './AlertSettingsForm.tsx';

type SaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved' }
  | { readonly status: 'failed'; readonly message: string };

/**
 * "Tell me when" in Account: the saved choice from main ('alerts.get'), each change saved at
 * once ('alerts.save'). In the web host, turning the first alert on asks the browser for
 * permission to show notifications.
 */
export function AlertSettingsCard() {
  const bridge = useBridge();
  const rate = useCreditSample()?.rate ?? null;
  const webHost = runsInWebHost();
  const [settings, setSettings] = useState<AlertSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [permission, setPermission] = useState<BrowserPermission>(() =>
    browserPermission(pageNotificationApi()),
  );

  useEffect(() => {
    let active = true;
    void bridge.getAlertSettings().then((result) => {
      if (!active) return;
      if (result.ok) setSettings(result.value);
      else setLoadError(`${describeError(result.error).title}.`);
    });
    return () => {
      active = false;
    };
  }, [bridge]);

  const ask = () => void askPermission(pageNotificationApi()).then(setPermission);

  const change = (next: AlertSettings) => {
    const turningOn = (settings?.kinds.length ?? 0) === 0 && next.kinds.length > 0;
    // Asked in the click that turns alerts on: browsers only ask in answer to a user's action.
    if (webHost && turningOn) ask();
    const previous = settings;
    setSettings(next);
    setSave({ status: 'saving' });
    void bridge.saveAlertSettings(next).then((result) => {
      if (result.ok) {
        setSettings(result.value);
        setSave({ status: 'saved' });
        return;
      }
      setSettings(previous);
      const { title, detail } = describeError(result.error);
      setSave({ status: 'failed', message: `Not saved: ${title}. ${detail}` });
    });
  };

  const delivery: AlertDelivery = webHost ? { host: 'web', permission } : { host: 'desktop' };
  return (
    <div className="card">
      <Section title="Alerts" level={2}>
        {loadError !== null ? (
          <p className="alert-note is-warn" role="alert">
            The alert settings could not be read. {loadError}
          </p>
        ) : (
          <AlertSettingsForm
            settings={settings ?? DEFAULT_ALERT_SETTINGS}
            rate={rate}
            delivery={delivery}
            disabled={settings === null}
            onChange={change}
            onAskPermission={ask}
          />
        )}
        <p className="muted alert-save" role="status">
          {save.status === 'saving' ? 'Saving…' : save.status === 'saved' ? 'Saved.' : null}
        </p>
        {save.status === 'failed' ? (
          <p className="alert-note is-warn" role="alert">
            {save.message}
          </p>
        ) : null}
      </Section>
    </div>
  );
}
