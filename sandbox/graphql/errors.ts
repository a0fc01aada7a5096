import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '../../shared/wire/service.ts';

/**
 * The codes the sandbox answers with: the service's own and no others, so a client handles the
 * sandbox's errors exactly as it handles the service's.
 */
export const SANDBOX_ERROR_CODES = ERROR_CODES;

export interface ServiceErrorFields {
  code: number;
  required_credits?: number;
  remaining_credits?: number;
  time_remaining?: string;
}

/** An error resolvers throw; formatted with the fields at the top level, as the service does. */
export function serviceError(message: string, fields: ServiceErrorFields): GraphQLError {
  return new GraphQLError(message, { extensions: { service: fields } });
}

export const badArgument = (message: string): GraphQLError =>
  serviceError(message, { code: SANDBOX_ERROR_CODES.badArgument });

export const notFound = (message: string): GraphQLError =>
  serviceError(message, { code: SANDBOX_ERROR_CODES.notFound });

/**
 * An operation of the schema the sandbox does not run. The service has no code for this, so the
 * reply uses one it does have: code 3, the request cannot be served as asked, whose message
 * clients show as it is; the message says plainly that this is the sandbox's limit, not a fault
 * of the request (docs/service-notes.md "Errors").
 */
export const notSimulated = (operation: string): GraphQLError =>
  serviceError(
    `The sandbox does not simulate "${operation}": it is part of the service's schema, but this simulator has no data or behaviour for it. Run against the real service to use it.`,
    { code: SANDBOX_ERROR_CODES.badArgument },
  );

export function serviceFields(error: GraphQLError): ServiceErrorFields | undefined {
  const fields = error.extensions['service'];
  return typeof fields === 'object' && fields !== null ? (fields as ServiceErrorFields) : undefined;
}
