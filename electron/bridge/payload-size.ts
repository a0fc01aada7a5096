/**
 * The size of a payload as the JSON it would travel as, in UTF-8 bytes. `null` when it is not
 * JSON at all (cycles, BigInt): IPC's structured clone can carry those, the contract cannot.
 */
export function jsonByteLength(payload: unknown): number | null {
  try {
    const json = JSON.stringify(payload) as string | undefined;
    return json === undefined ? 0 : Buffer.byteLength(json, 'utf8');
  } catch {
    return null;
  }
}
