import type { ActiveSession as BrokerSession } from '../broker/active-session.ts';
import type {
  BridgePayload,
  ProfileInput,
  ProfileSummary,
  SessionSnapshot,
  SignInOutcome,
} from '../../shared/bridge/contract.ts';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type { SessionState, SignInProgress } from '../../shared/bridge/session.ts';
import type { SignInGrant } from '../auth/grant.ts';
import type { HttpOptions } from '../auth/http.ts';
import type { TokenSession } from '../auth/token-session.ts';
import type { Vault } from '../auth/vault.ts';
import type { Logger } from '../log/logger.ts';
import type { Profile } from '../profiles/profile.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import type { BuiltInService } from './profile-catalogue.ts';

/** The sign-in controller's public surface, for the bridge dispatcher and the GraphQL broker. */

export const ACTIVE_PROFILE_KEY = 'active-profile';

export interface SignInControllerDeps {
  /** Profiles, the active profile and which method each stored sign-in used. */
  readonly store: KeyValueStore;
  readonly vault: Vault;
  readonly openExternal: (url: string) => Promise<void>;
  /** The built-in profile's service (the embedded sandbox): running, or started on first use. */
  readonly sandboxUrls: BuiltInService;
  readonly log?: Logger;
  /** Loopback callback port (3000, the registered redirect URI) and timeouts. */
  readonly callbackPort?: number;
  readonly callbackTimeoutMs?: number;
  readonly doneGraceMs?: number;
  readonly http?: HttpOptions;
  readonly now?: () => number;
}

/** What the GraphQL broker talks to: the broker's one type, over the controller's own profiles and sessions. */
export type ActiveSession = BrokerSession<Profile, TokenSession>;

export interface SignInController {
  /** Selects the last active profile and resumes its stored sign-in (app start-up). */
  readonly start: () => Promise<SessionSnapshot>;
  readonly snapshot: () => SessionSnapshot;
  readonly subscribe: (listener: (snapshot: SessionSnapshot) => void) => () => void;
  readonly onProgress: (listener: (progress: SignInProgress) => void) => () => void;
  readonly listProfiles: () => ProfileSummary[];
  readonly saveProfile: (input: ProfileInput) => Promise<BridgeResult<ProfileSummary>>;
  readonly removeProfile: (id: string) => Promise<BridgeResult<null>>;
  readonly selectProfile: (id: string) => Promise<BridgeResult<SessionSnapshot>>;
  readonly signInWithBrowser: (
    input: BridgePayload<'signIn.oauth'>,
  ) => Promise<BridgeResult<SignInOutcome>>;
  readonly signInWithPassword: (
    input: BridgePayload<'signIn.password'>,
  ) => Promise<BridgeResult<SignInOutcome>>;
  readonly signInWithDeveloperTokens: (
    input: BridgePayload<'signIn.developer'>,
  ) => Promise<BridgeResult<SignInOutcome>>;
  /**
   * Starts a profile's session with a grant its host obtained itself — the web host's start-up
   * kiosk sign-in against its embedded sandbox. Never reachable from the bridge.
   */
  readonly signInWithGrant: (
    profileId: string,
    grant: SignInGrant,
  ) => Promise<BridgeResult<SignInOutcome>>;
  readonly cancelSignIn: () => BridgeResult<null>;
  readonly signOut: () => Promise<BridgeResult<SessionState>>;
  /** For the broker; undefined until the active profile has a session (signed in or not). */
  readonly activeSession: () => ActiveSession | undefined;
  /** Told when the active profile or its session object changes (not on every token refresh). */
  readonly onActiveSessionChange: (
    listener: (active: ActiveSession | undefined) => void,
  ) => () => void;
  /** Cancels a running browser sign-in (app quit, tests). */
  readonly close: () => void;
}
