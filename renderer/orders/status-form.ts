/** The status-update form as data: the choice, the free-text "other", and the checks. */
export const OTHER = '__other__';

export interface StatusChoice {
  readonly choice: string;
  readonly other: string;
  readonly reason: string;
  /** The user confirmed creating a status no order of the account has yet. */
  readonly confirmNew: boolean;
}

export const EMPTY_CHOICE: StatusChoice = { choice: '', other: '', reason: '', confirmNew: false };

/**
 * A typed status that no order of the account uses yet (after trimming). Statuses are free words,
 * so a typo ("Shipped ") would quietly create a new one: the form asks for confirmation.
 */
export function isNewStatus(form: StatusChoice, known: readonly string[]): boolean {
  const status = chosenStatus(form);
  return form.choice === OTHER && status !== null && !known.includes(status);
}

/** A known status that differs from the typed one only in case. */
export function similarStatus(form: StatusChoice, known: readonly string[]): string | null {
  const status = chosenStatus(form);
  if (form.choice !== OTHER || status === null || known.includes(status)) return null;
  return known.find((k) => k.toLowerCase() === status.toLowerCase()) ?? null;
}

/** The status to send (trimmed), or `null` when none is chosen. */
export function chosenStatus(form: StatusChoice): string | null {
  const status = (form.choice === OTHER ? form.other : form.choice).trim();
  return status === '' ? null : status;
}

export function checkStatus(
  form: StatusChoice,
  current: string | null,
  known: readonly string[] = [],
): { readonly choice?: string; readonly other?: string; readonly confirmNew?: string } {
  if (form.choice === '') return { choice: 'Choose the new status.' };
  const status = chosenStatus(form);
  if (form.choice === OTHER && status === null) return { other: 'Type the status to set.' };
  const similar = similarStatus(form, known);
  if (similar !== null) {
    return {
      other: `The account uses “${similar}”: statuses match exactly, so choose it from the list.`,
    };
  }
  if (isNewStatus(form, known) && !form.confirmNew) {
    return { confirmNew: `No order is “${status ?? ''}” yet: confirm to create this status.` };
  }
  if (status !== null && status === current?.trim()) {
    return form.choice === OTHER
      ? { other: 'The order already has this status.' }
      : { choice: 'The order already has this status.' };
  }
  return {};
}
