import type { BridgeResult } from './errors.ts';

/** True for `{ ok: true, value }` or `{ ok: false, error: { kind, message } }`. */
export function isBridgeResult(value: unknown): value is BridgeResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const okFlag: unknown = Reflect.get(value, 'ok');
  if (okFlag === true) return Object.hasOwn(value, 'value');
  if (okFlag !== false) return false;
  const error: unknown = Reflect.get(value, 'error');
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof Reflect.get(error, 'kind') === 'string' &&
    typeof Reflect.get(error, 'message') === 'string'
  );
}
