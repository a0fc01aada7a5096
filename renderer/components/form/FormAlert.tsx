import type { ReactNode } from 'react';
import { Banner, type Tone } from '../controls/Banner.tsx';

/** A form-level message (what main said about the whole form), announced when it appears. */
export function FormAlert({
  tone = 'danger',
  title,
  children,
  actions,
}: {
  readonly tone?: Tone;
  readonly title: string;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
}) {
  return (
    <Banner tone={tone} title={title} actions={actions}>
      {children}
    </Banner>
  );
}
