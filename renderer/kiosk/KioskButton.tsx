import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../components/icons/Icon.tsx';

/** A touch-sized button (at least 56 px high) for the floor board. */
export function KioskButton({
  icon,
  variant = 'secondary',
  children,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly icon?: IconName;
  readonly variant?: 'primary' | 'secondary';
  readonly children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={['kiosk-btn', `kiosk-btn-${variant}`, className ?? ''].join(' ').trim()}
      {...rest}
    >
      {icon ? <Icon name={icon} size={24} /> : null}
      {children}
    </button>
  );
}
