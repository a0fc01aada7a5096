import { Icon, type IconName } from '../components/icons/Icon.tsx';
import { KioskButton } from './KioskButton.tsx';

/** A calm full-screen message (starting, connecting) with nothing to do but, maybe, retry. */
export function KioskNotice({
  title,
  detail,
  icon = 'clock',
  retry,
}: {
  readonly title: string;
  readonly detail?: string;
  readonly icon?: IconName;
  readonly retry?: () => void;
}) {
  return (
    <main className="kiosk-notice">
      <span className="kiosk-notice-icon">
        <Icon name={icon} size={56} />
      </span>
      <h1 role="status">{title}</h1>
      {detail ? <p className="kiosk-notice-detail">{detail}</p> : null}
      {retry ? (
        <KioskButton icon="refresh" onClick={retry}>
          Try again
        </KioskButton>
      ) : null}
    </main>
  );
}
