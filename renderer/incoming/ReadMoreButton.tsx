import type { ReactNode } from 'react';
import { Button } from '../components/controls/Button.tsx';

/** Reads the next page of a list in a pane (PO lines, a vendor's products), busy while it does. */
export function ReadMoreButton({
  busy,
  onClick,
  children,
}: {
  readonly busy: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <div>
      <Button size="sm" busy={busy} disabled={busy} onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
