/** The session shapes the renderer may see are defined once, in the bridge contract. */
export type { Persistence, SessionState, SignedOutReason } from '../../shared/bridge/session.ts';
