/**
 * What each bridge method does while main is a kiosk. Deny by default: the table names every
 * method of the contract (a method added to the contract without a kiosk rule fails the type
 * check), and only what the floor board itself uses runs. Everything else answers a typed
 * `kiosk-locked` error until an administrator leaves kiosk mode (docs/kiosk-deployment.md).
 */
import type { BridgeMethod } from '../../shared/bridge/contract.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { KIOSK_SIGN_IN_REFUSAL } from './kiosk-allowlist.ts';

/**
 * `run`: the board needs it and it reads nothing a floor PC may not show. `allowlist`: GraphQL,
 * limited to the kiosk's operations. `kiosk`: answered by kiosk mode itself. A `BridgeError`:
 * refused with that error while kiosk mode lasts.
 */
export type KioskRule = 'run' | 'allowlist' | 'kiosk' | BridgeError;

const locked = (message: string): BridgeError => ({ kind: 'kiosk-locked', message });

const PROFILES = locked(
  'Profiles and sign-out are managed by an administrator outside kiosk mode.',
);
const BULK = locked('Imports and exports are made at a desk, outside kiosk mode.');
const OFFICE = locked('Saved order views belong to the office app, outside kiosk mode.');
const NO_WAY_OUT = locked('The kiosk opens no browser or other window.');
const SCHEDULED = locked('In kiosk mode the catalogue copy refreshes on its own schedule.');
const UPDATES = locked('A kiosk is updated by IT, not from the app.');
const BRIEF = locked(
  'The morning brief and its alerts belong to the office app, outside kiosk mode.',
);

export const KIOSK_METHODS: { readonly [M in BridgeMethod]: KioskRule } = {
  'app.info': 'kiosk',
  'kiosk.exit': 'kiosk',
  'session.get': 'run',
  graphql: 'allowlist',
  'replica.status': 'run',
  'replica.query': 'run',
  'replica.lookup': 'run',
  // The board resolves one scan at a time; only a desk's search holds the whole copy.
  'replica.image': locked('The floor board looks scans up one at a time.'),
  'replica.refresh': SCHEDULED,
  'brief.get': BRIEF,
  'brief.refresh': BRIEF,
  'alerts.get': BRIEF,
  'alerts.save': BRIEF,
  'profiles.list': PROFILES,
  'profiles.save': PROFILES,
  'profiles.remove': PROFILES,
  'profiles.removalInfo': PROFILES,
  'profiles.select': PROFILES,
  signOut: PROFILES,
  'signIn.oauth': KIOSK_SIGN_IN_REFUSAL,
  'signIn.password': KIOSK_SIGN_IN_REFUSAL,
  'signIn.developer': KIOSK_SIGN_IN_REFUSAL,
  'signIn.cancel': KIOSK_SIGN_IN_REFUSAL,
  'orderViews.list': OFFICE,
  'orderViews.save': OFFICE,
  'orderViews.remove': OFFICE,
  'external.openTracking': NO_WAY_OUT,
  'update.restart': UPDATES,
  'import.upload': BULK,
  'import.preview': BULK,
  'import.start': BULK,
  'import.control': BULK,
  'import.status': BULK,
  'import.results': BULK,
  'import.rows': BULK,
  'export.run': BULK,
  'export.cancel': BULK,
};
