/**
 * What the bench's sandbox process (sandbox-worker.ts) and the bench (sandbox-process.ts) say to
 * each other, one JSON object a line: the ready line on its stdout, then requests on its stdin
 * and their answers on its stdout.
 */
import type { SandboxOptions } from '../sandbox/options.ts';

/** The options a bench passes (everything but the clock, which stays the real one). */
export type SandboxProcessOptions = Partial<Omit<SandboxOptions, 'now'>>;

export interface ReadyLine {
  readonly ready: true;
  readonly url: string;
  readonly owner: { readonly username: string; readonly password: string };
}

/** A product the benches type or change, with its first stock record's warehouse. */
export interface SampleProduct {
  readonly index: number;
  readonly sku: string;
  readonly name: string;
  readonly barcode: string | null;
  readonly warehouseId: string | null;
}

export interface ProcessMemory {
  readonly rss_mb: number;
  readonly heap_mb: number;
  readonly peak_rss_mb: number;
}

export type SandboxRequest =
  /** `count` products' first stock record changes, as another user's stock change would. */
  | { readonly id: number; readonly op: 'change'; readonly count: number }
  | { readonly id: number; readonly op: 'products'; readonly indexes: readonly number[] }
  | { readonly id: number; readonly op: 'memory' };

export type SandboxAnswer =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The ready line, or undefined for any other line. */
export function parseReadyLine(line: string): ReadyLine | undefined {
  const value = parseObject(line);
  if (value?.['ready'] !== true || typeof value['url'] !== 'string') return undefined;
  const owner = value['owner'];
  if (typeof owner !== 'object' || owner === null) return undefined;
  const { username, password } = owner as Record<string, unknown>;
  if (typeof username !== 'string' || typeof password !== 'string') return undefined;
  return { ready: true, url: value['url'], owner: { username, password } };
}

/** An answer line, or undefined for any other line. */
export function parseAnswer(line: string): SandboxAnswer | undefined {
  const value = parseObject(line);
  if (value === undefined || typeof value['id'] !== 'number') return undefined;
  if (value['ok'] === true) return { id: value['id'], ok: true, value: value['value'] };
  if (value['ok'] === false) return { id: value['id'], ok: false, error: String(value['error']) };
  return undefined;
}

function parseObject(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
