import type { ReplicaContents } from '../../shared/replica/types.ts';

/** Whether `a` is the same copy as `b`, at `b`'s version or later. */
export const laterOrSame = (a: ReplicaContents, b: ReplicaContents): boolean =>
  a.copy === b.copy && a.version >= b.version;
