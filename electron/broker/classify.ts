/**
 * Reads one reply into what the broker does next: deliver, wait and retry, back off, refresh the
 * token, or report a typed error (docs/service-notes.md "Errors").
 */
import type { CombinedError, OperationResult } from '@urql/core';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { PartialError, ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { bridgeErrorOf, wholeFailureOf } from '../../shared/bridge/service-errors.ts';
import {
  ERROR_CODES,
  parseTimeRemaining,
  type ServiceExtensions,
  type ThrottlingExtension,
} from '../../shared/wire/service.ts';

export interface ServiceErrorInfo {
  readonly message: string;
  readonly code: number | null;
  readonly requiredCredits: number | null;
  readonly remainingCredits: number | null;
  readonly timeRemaining: number | null;
  /** Where in `data` the error struck; empty for errors about the whole document. */
  readonly path: readonly (string | number)[];
}

export type Outcome =
  | {
      readonly kind: 'ok';
      readonly data: Record<string, unknown>;
      /** Errors beside usable data: what is missing, by path (shared/bridge/service-errors.ts). */
      readonly errors: PartialError[];
      readonly scopeWarnings: ScopeWarningSummary[];
    }
  | {
      readonly kind: 'credits';
      /** False when the estimate exceeds the per-operation maximum: never retry. */
      readonly retryable: boolean;
      readonly error: ServiceErrorInfo;
      /**
       * The reply as partial data when another root field ran before credits ran out: for a
       * mutation that root field's change is applied, so the document must not be sent again.
       */
      readonly partial: Extract<Outcome, { kind: 'ok' }> | null;
    }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number | null }
  | { readonly kind: 'unauthorized' }
  /** Network failure or 5xx: the request may or may not have been applied. */
  | { readonly kind: 'transient'; readonly status: number | null; readonly message: string }
  /** Nothing usable came back: the tagged error for the renderer. */
  | { readonly kind: 'failed'; readonly error: BridgeError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The service puts `code` and the credit fields at the top level of each error object. */
export function serviceErrorInfo(error: {
  message: string;
  originalError?: unknown;
  path?: readonly (string | number)[] | undefined;
}): ServiceErrorInfo {
  const raw = isRecord(error.originalError) ? error.originalError : {};
  return {
    message: error.message,
    code: numberOrNull(raw['code']),
    requiredCredits: numberOrNull(raw['required_credits']),
    remainingCredits: numberOrNull(raw['remaining_credits']),
    timeRemaining:
      typeof raw['time_remaining'] === 'string'
        ? (parseTimeRemaining(raw['time_remaining']) ?? null)
        : null,
    path: error.path ?? [],
  };
}

const partial = (info: ServiceErrorInfo): PartialError => ({
  message: info.message,
  code: info.code,
  path: info.path,
});

export function throttlingOf(extensions: unknown): ThrottlingExtension | null {
  if (!isRecord(extensions)) return null;
  const throttling = (extensions as ServiceExtensions).throttling;
  if (!isRecord(throttling) || !isRecord(throttling.user_quota)) return null;
  const quota = throttling.user_quota;
  const valid = [quota.credits_remaining, quota.max_available, quota.increment_rate].every(
    (v) => typeof v === 'number' && Number.isFinite(v),
  );
  return valid ? throttling : null;
}

export function scopeWarningsOf(extensions: unknown): ScopeWarningSummary[] {
  if (!isRecord(extensions) || !isRecord(extensions['scope_warnings'])) return [];
  return Object.values(extensions['scope_warnings']).flatMap((entry) => {
    if (!isRecord(entry) || typeof entry['field_id'] !== 'string') return [];
    const scopes = Array.isArray(entry['required_scopes'])
      ? entry['required_scopes'].filter((s): s is string => typeof s === 'string')
      : [];
    return [
      {
        fieldId: entry['field_id'],
        requiredScopes: scopes,
        occurrences: numberOrNull(entry['occurrences']) ?? 1,
      },
    ];
  });
}

function statusOf(error: CombinedError | undefined): number | null {
  const response: unknown = error?.response;
  return isRecord(response) && typeof response['status'] === 'number' ? response['status'] : null;
}

function retryAfter(error: CombinedError | undefined): number | null {
  const response: unknown = error?.response;
  if (!isRecord(response) || !isRecord(response['headers'])) return null;
  const headers = response['headers'] as unknown as Headers;
  const value = typeof headers.get === 'function' ? headers.get('retry-after') : null;
  const seconds = value === null ? NaN : Number(value);
  return Number.isFinite(seconds) ? seconds : null;
}

export function classify(result: OperationResult): Outcome {
  const error = result.error;
  const status = statusOf(error);
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfter(error) };
  if (status !== null && status >= 500) {
    return { kind: 'transient', status, message: `The service answered HTTP ${status}` };
  }
  if (error?.networkError) {
    return { kind: 'transient', status, message: 'Could not reach the service' };
  }
  const infos = (error?.graphQLErrors ?? []).map(serviceErrorInfo);
  const errors = infos.map(partial);
  const whole = wholeFailureOf(result.data, errors);
  const credits = infos.find((info) => info.code === ERROR_CODES.notEnoughCredits);
  if (credits) {
    // "0" (or no digits) means the estimate exceeds the per-operation maximum.
    const overMaximum = credits.timeRemaining === 0;
    const kept =
      whole === null && isRecord(result.data)
        ? {
            kind: 'ok' as const,
            data: result.data,
            errors,
            scopeWarnings: scopeWarningsOf(result.extensions),
          }
        : null;
    return { kind: 'credits', retryable: !overMaximum, error: credits, partial: kept };
  }
  if (whole) {
    const httpStatus = status !== null && status >= 400 ? status : null;
    return { kind: 'failed', error: bridgeErrorOf(whole, httpStatus) };
  }
  if (errors.length === 0 && status !== null && status >= 400) {
    return {
      kind: 'failed',
      error: bridgeErrorOf({ message: `HTTP ${status}`, code: null }, status),
    };
  }
  if (!isRecord(result.data)) {
    return { kind: 'transient', status, message: 'The service sent a reply without data' };
  }
  return {
    kind: 'ok',
    data: result.data,
    errors,
    scopeWarnings: scopeWarningsOf(result.extensions),
  };
}
