/** The status-update form as data: the choice, the free-text "other", and the checks. */
export const OTHER = '__other__';

export interface StatusChoice {
  readonly choice: string;
  readonly other: string;
  readonly reason: string;
}

export const EMPTY_CHOICE: StatusChoice = { choice: '', other: '', reason: '' };

/** The status to send (trimmed), or `null` when none is chosen. */
export function chosenStatus(form: StatusChoice): string | null {
  const status = (form.choice === OTHER ? form.other : form.choice).trim();
  return status === '' ? null : status;
}

export function checkStatus(
  form: StatusChoice,
  current: string | null,
): { readonly choice?: string; readonly other?: string } {
  if (form.choice === '') return { choice: 'Choose the new status.' };
  const status = chosenStatus(form);
  if (form.choice === OTHER && status === null) return { other: 'Type the status to set.' };
  if (status !== null && status === current?.trim()) {
    return form.choice === OTHER
      ? { other: 'The order already has this status.' }
      : { choice: 'The order already has this status.' };
  }
  return {};
}
