import { useEffect, useRef, type ReactNode } from 'react';
import { usePaneFocus } from '../../state/pane-focus.ts';
import { Icon } from '../icons/Icon.tsx';
import './layout.css';

/**
 * The inside of a detail pane: a title row with actions and a close button, then sections.
 * `focusKey` names the record shown (state/pane-focus.ts): when something asked for focus on it
 * (the quick finder opened it), the title takes focus once the key is given.
 */
export function DetailPane({
  title,
  subtitle,
  actions,
  onClose,
  focusKey = null,
  children,
}: {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
  readonly onClose?: () => void;
  readonly focusKey?: string | null;
  readonly children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusWanted = usePaneFocus((s) => focusKey !== null && s.key === focusKey);
  useEffect(() => {
    if (!focusWanted) return;
    titleRef.current?.focus();
    usePaneFocus.getState().request(null);
  }, [focusWanted]);

  return (
    <div className="detail-pane">
      <header className="detail-header">
        <div className="detail-titles">
          <h2 className="detail-title" ref={titleRef} tabIndex={-1}>
            {title}
          </h2>
          {subtitle ? <p className="detail-subtitle muted">{subtitle}</p> : null}
        </div>
        {actions ? <div className="detail-actions">{actions}</div> : null}
        {onClose ? (
          <button type="button" className="icon-btn" aria-label="Close details" onClick={onClose}>
            <Icon name="close" size={14} />
          </button>
        ) : null}
      </header>
      <div className="detail-body">{children}</div>
    </div>
  );
}

/**
 * A titled block inside a pane (under its h2: level 3, the default) or directly on a page
 * (under its h1: level 2), so headings never skip a level.
 */
export function Section({
  title,
  actions,
  level = 3,
  children,
}: {
  readonly title: string;
  readonly actions?: ReactNode;
  readonly level?: 2 | 3;
  readonly children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="section" aria-label={title}>
      <div className="section-head">
        <Heading className="section-title">{title}</Heading>
        {actions ? <div className="section-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export interface Property {
  readonly label: string;
  readonly value: ReactNode;
}

/** Label / value pairs, dense, for detail panes. */
export function PropertyList({ items }: { readonly items: readonly Property[] }) {
  return (
    <dl className="property-list">
      {items.map((item) => (
        <div className="property" key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
