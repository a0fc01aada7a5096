/**
 * What the kiosk needs of main's sign-in controller, declared on the kiosk's side: electron/core
 * builds the controller and hands it in, and the compiler checks that it fits. So the kiosk
 * depends on no module of electron/core, which depends on the kiosk.
 */
import type {
  BridgePayload,
  SessionSnapshot,
  SignInOutcome,
} from '../../shared/bridge/contract.ts';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import type { SignInGrant } from '../auth/grant.ts';

/** Watching the session and selecting a profile again: the kiosk's resume loop. */
export interface KioskSessionControl {
  readonly snapshot: () => SessionSnapshot;
  readonly subscribe: (listener: (snapshot: SessionSnapshot) => void) => () => void;
  readonly selectProfile: (id: string) => Promise<BridgeResult<SessionSnapshot>>;
}

/** The two ways a test or demo kiosk signs in at start-up. */
export interface KioskSignInControl {
  readonly signInWithPassword: (
    input: BridgePayload<'signIn.password'>,
  ) => Promise<BridgeResult<SignInOutcome>>;
  readonly signInWithGrant: (
    profileId: string,
    grant: SignInGrant,
  ) => Promise<BridgeResult<SignInOutcome>>;
}
