import type { GraphQLResolveInfo } from 'graphql';
import type { ScopeWarning } from '../../shared/wire/service.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreditPools } from '../credits/pool.ts';
import type { Account } from '../data/types.ts';
import type { ViewCache } from './views.ts';

/** Per root field: what was reserved and how the field ended. */
export interface RootOutcome {
  /** The root field name (the response key may be an alias). */
  field: string;
  estimate: number;
  reserved: number;
  failed: boolean;
  analyzed: boolean;
}

/** Everything a resolver may use while serving one request. */
export interface RequestContext {
  readonly principal: Principal;
  readonly account: Account;
  readonly requestId: string;
  readonly now: number;
  readonly pools: CreditPools;
  readonly views: ViewCache;
  /** Estimates per root response key, computed before execution. */
  readonly estimates: Readonly<Record<string, number>>;
  readonly roots: Map<string, RootOutcome>;
  /** Nodes returned per root response key, in total and per connection path. */
  readonly nodes: Map<string, { items: number; fields: Record<string, number> }>;
  readonly scopeWarnings: Map<string, ScopeWarning>;
}

export type Args = Readonly<Record<string, unknown>>;

export type RootResolver = (
  args: Args,
  context: RequestContext,
  info: GraphQLResolveInfo,
) => unknown;

/** The response key of the root field a resolver runs under. */
export function rootKeyOf(info: GraphQLResolveInfo): string {
  let path = info.path;
  while (path.prev) path = path.prev;
  return String(path.key);
}

/** The wrapper every query root field returns (docs/service-notes.md "Response envelope"). */
export function wrapper(context: RequestContext, info: GraphQLResolveInfo, data: unknown): object {
  return {
    request_id: context.requestId,
    complexity: context.estimates[rootKeyOf(info)] ?? 1,
    data,
  };
}
