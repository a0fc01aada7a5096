/**
 * One GraphQL request against the simulated service: parse and validate (cached per document),
 * estimate, execute with the gate and PII rules, then charge actual costs and build the
 * `extensions` every response carries (docs/service-notes.md "Response envelope").
 */
import {
  GraphQLError,
  Kind,
  execute,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { actualCost, estimateCost, findOperation } from '../../shared/cost/estimate.ts';
import type { CostDetail, ServiceError, ServiceResponse } from '../../shared/wire/service.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreditPools } from '../credits/pool.ts';
import type { RequestContext } from './context.ts';
import { SANDBOX_ERROR_CODES, serviceFields } from './errors.ts';
import { resolveField } from './field-resolver.ts';
import { createViewCache } from './views.ts';
import type { Result } from '../../shared/result.ts';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

export interface GraphqlEngine {
  execute(
    request: GraphqlRequest,
    principal: Principal,
    requestId: string,
  ): Promise<ServiceResponse>;
}

/** A parsed and validated document, or why the service refuses it. */
type Prepared = Result<DocumentNode, readonly GraphQLError[]>;

const DOCUMENT_CACHE_SIZE = 500;

export function createGraphqlEngine(deps: {
  schema: GraphQLSchema;
  pools: CreditPools;
  now: () => number;
  log?: (message: string) => void;
}): GraphqlEngine {
  const { schema, pools } = deps;
  const views = createViewCache();
  const prepared = new Map<string, Prepared>();

  const prepare = (query: string): Prepared => {
    const hit = prepared.get(query);
    if (hit) return hit;
    let result: Prepared;
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      result = errors.length > 0 ? { ok: false, error: errors } : { ok: true, value: document };
    } catch (error) {
      result = {
        ok: false,
        error: [error instanceof GraphQLError ? error : new GraphQLError(String(error))],
      };
    }
    if (prepared.size >= DOCUMENT_CACHE_SIZE) prepared.clear();
    prepared.set(query, result);
    return result;
  };

  const formatError = (
    error: GraphQLError,
    context: RequestContext | undefined,
    fallbackOperation: string,
    requestId: string,
    creditsRemaining?: number,
  ): ServiceError => {
    const fields = serviceFields(error);
    // Code 30 names no field, and its remaining credits are the reply's own user_quota figure,
    // read after the refusal's charge, so the two never disagree (docs/service-notes.md "Errors").
    const credits = fields?.code === SANDBOX_ERROR_CODES.notEnoughCredits;
    const internal =
      !fields &&
      error.originalError !== undefined &&
      !(error.originalError instanceof GraphQLError);
    if (internal)
      deps.log?.(`sandbox: internal error: ${error.originalError.stack ?? error.message}`);
    const path = error.path;
    const rootKey = typeof path?.[0] === 'string' ? path[0] : undefined;
    const operation =
      (rootKey && context?.roots.get(rootKey)?.field) ?? rootKey ?? fallbackOperation;
    const lastKey = path
      ? [...path].reverse().find((k): k is string => typeof k === 'string')
      : undefined;
    return {
      code: fields?.code ?? (internal ? 500 : SANDBOX_ERROR_CODES.badArgument),
      message: internal ? 'Internal error in the sandbox' : error.message,
      operation,
      ...(lastKey !== undefined && !credits
        ? { field: path?.length === 1 ? operation : lastKey }
        : {}),
      request_id: requestId,
      ...(fields?.required_credits !== undefined
        ? { required_credits: fields.required_credits }
        : {}),
      ...(fields?.remaining_credits !== undefined
        ? { remaining_credits: creditsRemaining ?? fields.remaining_credits }
        : {}),
      ...(fields?.time_remaining !== undefined ? { time_remaining: fields.time_remaining } : {}),
      ...(error.locations ? { locations: [...error.locations] } : {}),
      ...(path ? { path: [...path] } : {}),
    };
  };

  return {
    async execute(request, principal, requestId) {
      const { account } = principal;
      const fallbackOperation = request.operationName ?? '';
      const document = prepare(request.query);
      if (!document.ok) {
        const charged = pools.chargeUpTo(account, 1);
        return {
          data: null,
          errors: document.error.map((e) =>
            formatError(e, undefined, fallbackOperation, requestId),
          ),
          extensions: {
            throttling: {
              estimated_complexity: 0,
              cost: charged,
              cost_detail: {},
              user_quota: pools.snapshot(account),
            },
          },
        };
      }

      const variables = request.variables ?? {};
      const estimate = estimateCost(schema, document.value, variables, request.operationName);
      const context: RequestContext = {
        principal,
        account,
        requestId,
        now: deps.now(),
        pools,
        views,
        estimates: estimate.byRootField,
        roots: new Map(),
        nodes: new Map(),
        scopeWarnings: new Map(),
      };
      const result = await execute({
        schema,
        document: document.value,
        variableValues: variables,
        operationName: request.operationName,
        contextValue: context,
        fieldResolver: resolveField,
      });

      // Charge what each root field actually cost; errors and `analyze` cost 1 (docs/service-
      // notes.md "Cost").
      const costDetail: Record<string, CostDetail> = {};
      let cost = 0;
      for (const [key, estimated] of Object.entries(estimate.byRootField)) {
        const outcome = context.roots.get(key);
        const nodes = context.nodes.get(key) ?? { items: 0, fields: {} };
        let charged: number;
        if (outcome && outcome.reserved > 0) {
          charged = outcome.failed ? 1 : actualCost(nodes.items);
          pools.settle(account, outcome.reserved, charged);
        } else {
          charged = pools.chargeUpTo(account, 1);
        }
        cost += charged;
        costDetail[key] = {
          items_count: nodes.items,
          cost: charged,
          total_cost: estimated,
          fields: nodes.fields,
        };
      }
      if (Object.keys(estimate.byRootField).length === 0) cost += pools.chargeUpTo(account, 1);

      const operation = findOperation(document.value, request.operationName);
      const firstField = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
      const operationLabel =
        fallbackOperation || (firstField?.kind === Kind.FIELD ? firstField.name.value : '');
      const quota = pools.snapshot(account);
      const response: ServiceResponse = {
        data: result.data ?? null,
        extensions: {
          throttling: {
            estimated_complexity: estimate.total,
            cost,
            cost_detail: costDetail,
            user_quota: quota,
          },
        },
      };
      if (result.errors && result.errors.length > 0) {
        response.errors = result.errors.map((e) =>
          formatError(e, context, operationLabel, requestId, quota.credits_remaining),
        );
      }
      if (context.scopeWarnings.size > 0 && response.extensions) {
        response.extensions.scope_warnings = Object.fromEntries(context.scopeWarnings);
      }
      return response;
    },
  };
}
