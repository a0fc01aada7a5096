/**
 * What happens at a root field before it runs: scope check (code 7), simulated or not (code 3),
 * `analyze: true` (complexity only), and the credit reservation (code 30).
 */
import { getNamedType, isObjectType, type GraphQLResolveInfo } from 'graphql';
import { OPERATION_SCOPES, missingScopes } from '../../shared/catalogues/scopes.ts';
import { isConnectionType } from '../../shared/cost/estimate.ts';
import { formatTimeRemaining } from '../../shared/wire/service.ts';
import { emptyConnection } from './connection.ts';
import { wrapper, type Args, type RequestContext, type RootResolver } from './context.ts';
import { SANDBOX_ERROR_CODES, notSimulated, serviceError } from './errors.ts';

/** An `analyze: true` reply: the estimate and no records (an empty connection). */
function analyzed(context: RequestContext, info: GraphQLResolveInfo): object {
  const type = getNamedType(info.returnType);
  const dataType = isObjectType(type) ? type.getFields()['data'] : undefined;
  const isConnection = dataType !== undefined && isConnectionType(getNamedType(dataType.type));
  return wrapper(context, info, isConnection ? () => emptyConnection() : null);
}

function creditError(
  required: number,
  remaining: number,
  secondsToWait: number,
  max: number,
): Error {
  if (!Number.isFinite(secondsToWait)) {
    return serviceError(
      `There are not enough credits to perform the requested operation, which requires ${required} credits, The max allowed for your account is ${max} credits per operation. `,
      {
        code: SANDBOX_ERROR_CODES.notEnoughCredits,
        required_credits: required,
        remaining_credits: remaining,
        time_remaining: '0',
      },
    );
  }
  const timeRemaining = formatTimeRemaining(secondsToWait);
  return serviceError(
    `There are not enough credits to perform the requested operation, which requires ${required} credits; enough will be restored in ${timeRemaining}.`,
    {
      code: SANDBOX_ERROR_CODES.notEnoughCredits,
      required_credits: required,
      remaining_credits: remaining,
      time_remaining: timeRemaining,
    },
  );
}

export function runRootField(
  resolver: RootResolver | undefined,
  args: Args,
  context: RequestContext,
  info: GraphQLResolveInfo,
): unknown {
  const key = String(info.path.key);
  const estimate = context.estimates[key] ?? 1;
  const outcome = { field: info.fieldName, estimate, reserved: 0, failed: true, analyzed: false };
  context.roots.set(key, outcome);

  const { scopes } = context.principal;
  if (scopes) {
    const missing = missingScopes(OPERATION_SCOPES[info.fieldName] ?? [], scopes);
    if (missing.length > 0) {
      throw serviceError(`Missing required scope(s): ${missing.join(', ')}`, {
        code: SANDBOX_ERROR_CODES.missingScope,
      });
    }
  }
  if (!resolver) throw notSimulated(info.fieldName);
  if (args['analyze'] === true) {
    outcome.analyzed = true;
    outcome.failed = false;
    return analyzed(context, info);
  }

  const reservation = context.pools.reserve(context.account, estimate);
  if (!reservation.ok) {
    throw creditError(
      estimate,
      reservation.error.remaining,
      reservation.error.secondsToWait,
      context.account.quota.max,
    );
  }
  outcome.reserved = estimate;
  const value = resolver(args, context, info);
  outcome.failed = false;
  return value;
}
