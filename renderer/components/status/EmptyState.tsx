import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon.tsx';
import './status.css';

/** "Nothing here" with what to do about it, in the space the content would take. */
export function EmptyState({
  title,
  children,
  icon = 'info',
  action,
}: {
  readonly title: string;
  readonly children?: ReactNode;
  readonly icon?: IconName;
  readonly action?: ReactNode;
}) {
  return (
    <div className="state-block">
      <span className="state-icon">
        <Icon name={icon} size={20} />
      </span>
      <p className="state-title">{title}</p>
      {children ? <div className="state-detail">{children}</div> : null}
      {action ? <div className="state-actions">{action}</div> : null}
    </div>
  );
}
