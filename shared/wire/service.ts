/**
 * Wire shapes of the service's GraphQL responses (docs/service-notes.md "Response envelope" and
 * "Errors"). The sandbox produces them and main consumes them, so both import these definitions.
 */

export interface QuotaSnapshot {
  credits_remaining: number;
  max_available: number;
  increment_rate: number;
}

export interface CostDetail {
  /** Nodes returned at every connection level of this root field. */
  items_count: number;
  /** Credits actually charged for this root field. */
  cost: number;
  /** The estimate checked before execution. */
  total_cost: number;
  /** Nodes returned per connection path inside the root field, e.g. `data.edges.node.line_items`. */
  fields: Record<string, number>;
}

export interface ThrottlingExtension {
  estimated_complexity: number;
  cost: number;
  cost_detail: Record<string, CostDetail>;
  user_quota: QuotaSnapshot;
}

export interface ScopeWarning {
  code: 'FIELD_SCOPE_MISSING';
  message: string;
  field_id: string;
  parent_type: string;
  field: string;
  required_scopes: string[];
  occurrences: number;
}

export interface ServiceExtensions {
  throttling?: ThrottlingExtension;
  scope_warnings?: Record<string, ScopeWarning>;
}

/** Error codes the app tells apart (docs/service-notes.md "Errors"). */
export const ERROR_CODES = {
  badArgument: 3,
  notFound: 5,
  missingScope: 7,
  notEnoughCredits: 30,
} as const;

export interface ServiceError {
  code: number;
  message: string;
  operation: string;
  field?: string;
  request_id: string;
  required_credits?: number;
  remaining_credits?: number;
  time_remaining?: string;
  /** GraphQL location data, present for document-level errors. */
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
}

export interface ServiceResponse {
  data?: Record<string, unknown> | null;
  errors?: ServiceError[];
  extensions?: ServiceExtensions;
}

/** `time_remaining` as the service writes it: "N seconds", or "0" when no wait will help. */
export function formatTimeRemaining(seconds: number): string {
  if (!Number.isFinite(seconds)) return '0';
  return `${Math.max(1, Math.ceil(seconds))} seconds`;
}

/**
 * Reads the digits of `time_remaining` ("10 seconds", "2 minutes", "0"). Returns seconds, or
 * `undefined` when the value has no number (clients then fall back to deficit / rate).
 */
export function parseTimeRemaining(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)/i.exec(value);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit.startsWith('min')) return amount * 60;
  if (unit.startsWith('h')) return amount * 3600;
  return amount;
}
