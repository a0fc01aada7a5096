/** `--name value` / `--name=value` numeric flags of one benchmark, with defaults. */
export function numericFlags<T extends Record<string, number>>(
  args: readonly string[],
  defaults: T,
): T {
  const result: Record<string, number> = { ...defaults };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    const key = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !(key in defaults)) {
      throw new Error(`unknown option ${arg}; known: ${Object.keys(defaults).join(', ')}`);
    }
    const raw = inline ?? args[++i];
    const value = Number(raw);
    if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${flag} expects a non-negative number, got "${String(raw)}"`);
    }
    result[key] = value;
  }
  return result as T;
}
