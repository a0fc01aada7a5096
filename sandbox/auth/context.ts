import type { SandboxData } from '../data/types.ts';
import type { SandboxOptions } from '../options.ts';
import type { CodeStore } from './codes.ts';
import type { RefreshRegistry } from './refresh-tokens.ts';

/** Everything the auth routes share: data, settings, the signing key and the token stores. */
export interface AuthContext {
  readonly data: SandboxData;
  readonly options: SandboxOptions;
  /** Random per process: tokens from an earlier run are simply forged ones. */
  readonly secret: Buffer;
  readonly refresh: RefreshRegistry;
  readonly codes: CodeStore;
}

export function nowSeconds(ctx: AuthContext): number {
  return Math.floor(ctx.options.now() / 1000);
}
