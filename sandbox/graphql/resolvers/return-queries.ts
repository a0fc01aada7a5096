/**
 * `return(id:)`: one return, wherever its order is. Ids are opaque, but a malformed one is a bad
 * argument (code 3) and an unknown one not found (code 5), as for `order(id:)`.
 */
import { requiredString } from '../args.ts';
import { wrapper, type RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { findReturn } from './return-mutations.ts';

function checkReturnId(id: string): void {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  if (!/^Return:\d+$/.test(decoded)) throw badArgument(`Invalid Return id "${id}"`);
}

export const returnQueryResolvers: Readonly<Record<string, RootResolver>> = {
  return: (args, context, info) => {
    const id = requiredString(args, 'id');
    checkReturnId(id);
    const found = findReturn(context.account, id);
    if (!found) throw notFound('Return not found');
    return wrapper(context, info, found);
  },
};
