import type { AuthSource } from './urql-client.ts';

/** What the broker needs of a profile: which account's pool it draws on, and where. */
export interface ProfileRef {
  readonly id: string;
  readonly baseUrl: string;
}

/**
 * The profile being served and its signed-in session. The sign-in controller hands out its own
 * profiles and token sessions (`ActiveSession<Profile, TokenSession>`); the broker needs only
 * the parts named by the defaults.
 */
export interface ActiveSession<
  TProfile extends ProfileRef = ProfileRef,
  TSession extends AuthSource = AuthSource,
> {
  readonly profile: TProfile;
  readonly session: TSession;
}
