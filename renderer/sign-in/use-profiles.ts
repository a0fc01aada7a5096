import { useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '../../shared/bridge/contract.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { OperationError } from '../data/operation-error.ts';

export const PROFILES_KEY = ['bridge', 'profiles'] as const;

/** The built-in Sandbox first, then the user's profiles by name. */
export function sortProfiles(profiles: readonly ProfileSummary[]): ProfileSummary[] {
  return [...profiles].sort(
    (a, b) => Number(b.builtIn) - Number(a.builtIn) || a.name.localeCompare(b.name),
  );
}

export function useProfiles() {
  const bridge = useBridge();
  return useQuery({
    queryKey: PROFILES_KEY,
    queryFn: async () => {
      const result = await bridge.listProfiles();
      if (!result.ok) throw new OperationError(result.error);
      return sortProfiles(result.value);
    },
    staleTime: Infinity,
  });
}

/**
 * Where a profile connects, for people: "api.example.com"; the built-in Sandbox of the desktop
 * app has no address until its first sign-in starts it.
 */
export function profileAddress(profile: Pick<ProfileSummary, 'baseUrl' | 'builtIn'>): string {
  if (profile.builtIn && profile.baseUrl === '') return 'Built in; starts when you sign in';
  return hostOf(profile.baseUrl);
}

/** "api.example.com" from "https://api.example.com/v1": enough to tell profiles apart. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
