import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon.tsx';
import './controls.css';

export type Tone = 'info' | 'warning' | 'danger' | 'success';

const TONE_ICON: Record<Tone, IconName> = {
  info: 'info',
  warning: 'alert',
  danger: 'alert',
  success: 'check',
};

/**
 * A message strip with optional actions. Danger banners are alerts (announced at once); the
 * others are status messages, announced politely.
 */
export function Banner({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  live = true,
}: {
  readonly tone?: Tone;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  readonly onDismiss?: () => void;
  /** False for banners present from the start, which need no announcement. */
  readonly live?: boolean;
}) {
  const role = live ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <div className={`banner banner-${tone}`} role={role}>
      <span className="banner-icon">
        <Icon name={TONE_ICON[tone]} />
      </span>
      <div className="banner-body">
        {title ? <p className="banner-title">{title}</p> : null}
        {children ? <div className="banner-text">{children}</div> : null}
      </div>
      {actions ? <div className="banner-actions">{actions}</div> : null}
      {onDismiss ? (
        <button type="button" className="icon-btn" aria-label="Dismiss" onClick={onDismiss}>
          <Icon name="close" size={14} />
        </button>
      ) : null}
    </div>
  );
}
