/** The broker's public entry, as bulk work uses it (imports go at background priority). */
import type { GraphqlRequest } from '../../shared/bridge/contract.ts';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';

export type Execute = (request: GraphqlRequest) => Promise<BridgeResult<GraphqlPayload<unknown>>>;
