import { Fragment } from 'react';

/**
 * The finder's key hints, only those that do something now: the arrows once there is more than
 * one option to move between, Enter once there is one to open, Escape always. A hint for a key that
 * does nothing teaches people to ignore the hints.
 */
export function FinderKeys({ optionCount }: { readonly optionCount: number }) {
  const hints = [
    optionCount > 1 ? { key: 'move', keys: ['↑', '↓'], does: 'to move' } : null,
    optionCount > 0 ? { key: 'open', keys: ['Enter'], does: 'to open' } : null,
    { key: 'close', keys: ['Esc'], does: 'to close' },
  ].filter((hint) => hint !== null);
  return (
    <p className="finder-keys muted" aria-hidden="true">
      {hints.map((hint, index) => (
        <Fragment key={hint.key}>
          {index > 0 ? ' · ' : null}
          {hint.keys.map((k, i) => (
            <Fragment key={k}>
              {i > 0 ? ' ' : null}
              <kbd>{k}</kbd>
            </Fragment>
          ))}{' '}
          {hint.does}
        </Fragment>
      ))}
    </p>
  );
}
