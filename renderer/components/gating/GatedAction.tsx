import { useId } from 'react';
import type { OperationName } from '../../../shared/operations/catalogue.ts';
import { Button, type ButtonProps } from '../controls/Button.tsx';
import { MissingScopeNotice } from './MissingScopeNotice.tsx';
import type { Gate } from '../../session/gate.ts';
import { useCanRun } from '../../session/use-can-run.ts';
import './gating.css';

/**
 * A button for an action the token may not be allowed to perform. When it cannot, the button is
 * disabled, the reason is shown next to it (and linked as its description, since a disabled
 * button has no tooltip a keyboard user can reach), with an offer to re-authorize.
 */
export function GatedAction({
  operation,
  ...buttonProps
}: ButtonProps & { readonly operation: OperationName }) {
  return <GatedButton gate={useCanRun(operation)} {...buttonProps} />;
}

/** The same for an action gated on several operations at once (e.g. an import kind). */
export function GatedButton({
  gate,
  disabled,
  ...buttonProps
}: ButtonProps & { readonly gate: Gate }) {
  const reasonId = useId();
  if (gate.allowed) return <Button disabled={disabled} {...buttonProps} />;
  return (
    <span className="gated-action">
      <Button {...buttonProps} disabled aria-describedby={reasonId} />
      {gate.missing.length > 0 ? (
        <MissingScopeNotice scopes={gate.missing} id={reasonId} inline />
      ) : (
        <span className="gate-reason" id={reasonId}>
          {gate.reason}
        </span>
      )}
    </span>
  );
}
