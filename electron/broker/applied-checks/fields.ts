/**
 * Reading the plain objects of a sent mutation's variables, which reach a check from the broker's
 * untyped entry (coerced against the document there), so each is checked as it is read.
 */
export type Fields = Readonly<Record<string, unknown>>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fieldsAt(value: unknown, name: string): Fields | null {
  if (!isFields(value)) return null;
  const at = value[name];
  return isFields(at) ? at : null;
}

export function stringField(fields: Fields | null, name: string): string | null {
  const value = fields?.[name];
  return typeof value === 'string' ? value : null;
}
