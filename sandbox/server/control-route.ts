/**
 * Test-only steering of a running sandbox over HTTP, for end-to-end tests that run it in another
 * process (the web host's `--sandbox-control`):
 *
 *   POST /__sandbox/faults         {"failRate": 0..1, "latencyMs": 0..60000}  (either or both)
 *   POST /__sandbox/revoke-grants  {}   ends every OAuth sign-in (refresh tokens stop working)
 *
 * Off unless the sandbox was started with control enabled: then these paths are unknown (404)
 * like any other. When on, only loopback callers and JSON bodies are accepted — a cross-site
 * page cannot send JSON without a CORS preflight, which the sandbox never grants.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Result } from '../../shared/result.ts';
import { readBody } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';

export const CONTROL_PATH_PREFIX = '/__sandbox/';

export interface SandboxControl {
  setFaults(faults: { failRate?: number; latencyMs?: number }): void;
  /** Returns how many sign-ins were revoked. */
  revokeGrants(): number;
}

const MAX_LATENCY_MS = 60_000;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The faults asked for, or what is wrong with the request. */
type FaultsResult = Result<{ failRate?: number; latencyMs?: number }, string>;

export function parseFaults(body: unknown): FaultsResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'Send a JSON object' };
  }
  const faults: { failRate?: number; latencyMs?: number } = {};
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'failRate' && key !== 'latencyMs') {
      return { ok: false, error: `Unknown field ${key}` };
    }
    const max = key === 'failRate' ? 1 : MAX_LATENCY_MS;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
      return { ok: false, error: `${key} must be a number from 0 to ${max}` };
    }
    faults[key] = value;
  }
  return { ok: true, value: faults };
}

async function readJson(req: IncomingMessage): Promise<Result<unknown, 'not-json'>> {
  const read = await readBody(req, 4096);
  if (!read.ok) return { ok: false, error: 'not-json' };
  const text = read.value.toString('utf8');
  try {
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { ok: false, error: 'not-json' };
  }
}

/** Serves a control request; false when the path is not one (or control is off). */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  control: SandboxControl | undefined,
): Promise<boolean> {
  if (control === undefined || !url.pathname.startsWith(CONTROL_PATH_PREFIX)) return false;
  const action = url.pathname.slice(CONTROL_PATH_PREFIX.length);
  if (action !== 'faults' && action !== 'revoke-grants') return false;
  const refuse = (status: number, message: string): true => {
    req.resume();
    sendJson(res, status, { error: message });
    return true;
  };
  if (!isLoopbackAddress(req.socket.remoteAddress)) return refuse(403, 'Loopback callers only');
  if (req.method !== 'POST') return refuse(405, 'Use POST');
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return refuse(415, 'Send application/json');
  const body = await readJson(req);
  if (!body.ok) return refuse(400, 'The body is not valid JSON');
  if (action === 'revoke-grants') {
    sendJson(res, 200, { revoked: control.revokeGrants() });
    return true;
  }
  const parsed = parseFaults(body.value);
  if (!parsed.ok) return refuse(400, parsed.error);
  control.setFaults(parsed.value);
  sendJson(res, 200, { faults: parsed.value });
  return true;
}
