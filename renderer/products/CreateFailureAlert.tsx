import { Button } from '../components/controls/Button.tsx';
import { FormAlert } from '../components/form/FormAlert.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import type { OperationError } from '../data/operation-error.ts';
import { describeCreateFailure } from './create-outcome.ts';
import type { CheckState } from './use-creation-check.ts';

/** Why the product was not created (or may not have been), with the safe next step. */
export function CreateFailureAlert({
  error,
  check,
  onRetry,
  onCheck,
}: {
  readonly error: OperationError;
  readonly check: CheckState;
  readonly onRetry: () => void;
  readonly onCheck: () => void;
}) {
  if (error.error.kind === 'missing-scope') return <ErrorView error={error} compact />;
  if (check.status === 'absent') {
    return (
      <FormAlert
        tone="warning"
        title="The product was not created"
        actions={<Button onClick={onRetry}>Try again</Button>}
      >
        The check found no product with this SKU, so trying again is safe.
      </FormAlert>
    );
  }
  const failure = describeCreateFailure(error.error);
  const actions =
    failure.next === 'check' ? (
      <Button busy={check.status === 'checking'} onClick={onCheck}>
        Check whether it exists
      </Button>
    ) : failure.next === 'retry' ? (
      <Button onClick={onRetry}>Try again</Button>
    ) : null;
  return (
    <FormAlert title={failure.title} actions={actions}>
      {failure.detail}
      {check.status === 'checking' ? ' Checking…' : ''}
      {check.status === 'failed' ? ` The check failed too: ${check.error.message}` : ''}
    </FormAlert>
  );
}
