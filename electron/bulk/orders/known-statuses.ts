/**
 * The fulfillment statuses a session has seen its account use: from the status samples and the
 * orders its order-import previews read. A status the account once used is not a typo, so a later
 * preview whose status rows all name known statuses need not read the sample again (about 100
 * credits). Kept per profile in memory, and forgotten when the profile signs out.
 */
export interface KnownStatuses {
  /** What is known, in the order it was learned. */
  list(): readonly string[];
  learn(statuses: readonly string[]): void;
}

export function createKnownStatuses(): KnownStatuses {
  const known = new Set<string>();
  return {
    list: () => [...known],
    learn(statuses) {
      for (const status of statuses) {
        const trimmed = status.trim();
        if (trimmed !== '') known.add(trimmed);
      }
    },
  };
}

/** Each profile's known statuses. */
export interface KnownStatusesByProfile {
  of(profileId: string): KnownStatuses;
  forget(profileId: string): void;
}

export function createKnownStatusesByProfile(): KnownStatusesByProfile {
  const byProfile = new Map<string, KnownStatuses>();
  return {
    of(profileId) {
      const found = byProfile.get(profileId);
      if (found) return found;
      const created = createKnownStatuses();
      byProfile.set(profileId, created);
      return created;
    },
    forget: (profileId) => void byProfile.delete(profileId),
  };
}
