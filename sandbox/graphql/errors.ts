import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '../../shared/wire/service.ts';

/** Codes the sandbox adds where the service's own are not documented. */
export const SANDBOX_ERROR_CODES = {
  ...ERROR_CODES,
  /** Operations the sandbox does not simulate (not a service code). */
  notImplemented: 501,
} as const;

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

export function serviceFields(error: GraphQLError): ServiceErrorFields | undefined {
  const fields = error.extensions['service'];
  return typeof fields === 'object' && fields !== null ? (fields as ServiceErrorFields) : undefined;
}
