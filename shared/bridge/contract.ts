/**
 * The bridge contract: every call the renderer may make, with runtime validation of
 * what it sends, and every event main pushes. Preload (Electron) and the WebSocket client (web
 * host) both expose it through `createBridgeClient`; main dispatches it with the same schemas.
 */
import { z } from 'zod';
import type { Priority } from './priority.ts';
import { orderFiltersSchema } from '../orders/filter-schemas.ts';
import type { SavedOrderView } from '../orders/filters.ts';
import {
  IMPORT_REQUESTS,
  type ImportCheckProgress,
  type ImportResponses,
  type ImportStatus,
} from '../bulk/import-contract.ts';
import {
  EXPORT_REQUESTS,
  type ExportProgress,
  type ExportResponses,
} from '../bulk/export-contract.ts';
import type { AppCommand } from './app-commands.ts';
import type { CreditSample } from './credits.ts';
import type { UpdateStatus } from './update.ts';
import type { BridgeResult } from './errors.ts';
import type { GraphqlPayload } from './graphql.ts';
import type { ReplicaImage, ReplicaLookupResult, ReplicaQueryResult } from '../replica/query.ts';
import {
  replicaImageSchema,
  replicaLookupSchema,
  replicaQuerySchema,
} from '../replica/query-schemas.ts';
import type { ReplicaStatus } from '../replica/types.ts';
import type { AlertSettings, Brief, BriefAlert } from '../brief/brief.ts';
import { alertSettingsSchema } from '../brief/alert-settings-schema.ts';
import {
  SIGN_IN_METHODS,
  type SessionState,
  type SignInMethod,
  type SignInProgress,
} from './session.ts';

export type { Priority } from './priority.ts';

const id = z.string().min(1).max(100);
const url = z.string().min(1).max(2048);

export const profileInputSchema = z.strictObject({
  /** Absent for a new profile. */
  id: id.optional(),
  name: z.string().trim().min(1, 'Give the profile a name').max(100),
  baseUrl: url,
  loginUrl: url,
  // Only browser (OAuth) sign-in uses it; main requires it for those profiles.
  clientId: z.string().trim().max(200),
  method: z.enum(SIGN_IN_METHODS),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** What the renderer may ask for: the catalogue copy's queue (`sync`) is main's own. */
export const RENDERER_PRIORITIES = [
  'foreground',
  'background',
] as const satisfies readonly Priority[];
export type RendererPriority = (typeof RENDERER_PRIORITIES)[number];

export const graphqlRequestSchema = z.strictObject({
  operationName: z.string().min(1).max(100),
  variables: z.record(z.string(), z.unknown()),
  /** What the user is looking at goes before background refreshes. */
  priority: z.enum(RENDERER_PRIORITIES).optional(),
});

/**
 * Only web pages open in the system browser: never `file:`, `javascript:` or app schemes, no
 * credentials in the address, no spaces, control characters or backslashes. (Main parses it once
 * more.)
 */
const [SLASH, QUESTION, HASH, AT, BACKSLASH] = [0x2f, 0x3f, 0x23, 0x40, 0x5c] as const;

export function isWebUrl(value: string): boolean {
  const scheme = /^https?:\/\//i.exec(value);
  if (scheme === null) return false;
  let hostLength = 0;
  let inHost = true;
  for (let i = scheme[0].length; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // Control characters, space, DEL and backslash are refused anywhere.
    if (code <= 0x20 || code === 0x7f || code === BACKSLASH) return false;
    if (!inHost) continue;
    if (code === SLASH || code === QUESTION || code === HASH) inHost = false;
    else if (code === AT)
      return false; // user:password@host
    else hostLength++;
  }
  return hostLength > 0;
}
export const savedOrderViewInputSchema = z.strictObject({
  /** Absent for a new view. */
  id: id.optional(),
  name: z.string().trim().min(1, 'Give the view a name').max(80),
  filters: orderFiltersSchema,
});

/** Request payload schemas, one per method. Methods without payload take `undefined`. */
export const REQUESTS = {
  'app.info': z.undefined(),
  /** Leaves kiosk mode; needs the administrator PIN set at setup. */
  'kiosk.exit': z.strictObject({ pin: z.string().min(1).max(64) }),
  'session.get': z.undefined(),
  'profiles.list': z.undefined(),
  'profiles.save': profileInputSchema,
  'profiles.remove': z.strictObject({ id }),
  /** What removing the profile would delete besides it, for its confirmation. */
  'profiles.removalInfo': z.strictObject({ id }),
  'profiles.select': z.strictObject({ id }),
  'signIn.oauth': z.strictObject({
    profileId: id,
    scopes: z.array(z.string().min(1).max(64)).min(1).max(64),
  }),
  'signIn.password': z.strictObject({
    profileId: id,
    username: z.string().trim().min(1, 'Enter your user name').max(320),
    password: z.string().min(1, 'Enter your password').max(1024),
  }),
  'signIn.developer': z.strictObject({
    profileId: id,
    accessToken: z.string().trim().min(1, 'Paste the access token').max(16_384),
    refreshToken: z.string().trim().min(1, 'Paste the refresh token').max(16_384),
  }),
  'signIn.cancel': z.undefined(),
  signOut: z.undefined(),
  graphql: graphqlRequestSchema,
  'orderViews.list': z.undefined(),
  'orderViews.save': savedOrderViewInputSchema,
  'orderViews.remove': z.strictObject({ id }),
  /** A carrier's tracking page, in the system browser. */
  'external.openTracking': z.strictObject({
    url: url.refine(isWebUrl, 'Only http and https addresses open'),
  }),
  /** The catalogue replica (docs/replica.md): its status, a window of search results, a scan. */
  'replica.status': z.undefined(),
  'replica.query': replicaQuerySchema,
  /**
   * The copy as a catalogue image for the page to search, or what changed after the version the
   * page holds (null until complete).
   */
  'replica.image': replicaImageSchema,
  'replica.lookup': replicaLookupSchema,
  /** Fetch what changed at the service now, instead of at the next interval. */
  'replica.refresh': z.undefined(),
  /** The morning brief (shared/brief/brief.ts): as kept in main (fast), or brought up to date now. */
  'brief.get': z.undefined(),
  'brief.refresh': z.undefined(),
  /** "Tell me when": the kinds picked and the budget share, kept per profile. */
  'alerts.get': z.undefined(),
  'alerts.save': alertSettingsSchema,
  /** Quits and installs a downloaded update (desktop app only). */
  'update.restart': z.undefined(),
  /** Imports from CSV and exports to CSV (docs/bulk.md). */
  ...IMPORT_REQUESTS,
  ...EXPORT_REQUESTS,
} as const;

export type BridgeMethod = keyof typeof REQUESTS;
export type BridgePayload<M extends BridgeMethod> = z.infer<(typeof REQUESTS)[M]>;

export interface ProfileSummary {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly loginUrl: string;
  readonly clientId: string;
  readonly method: SignInMethod;
  /** The built-in sandbox profile cannot be edited or removed. */
  readonly builtIn: boolean;
}

/** What removing a profile deletes besides its address and sign-in. */
export interface ProfileRemovalInfo {
  /** Its imports that could still be resumed (running, paused or interrupted with rows left). */
  readonly resumableImports: number;
}

/** Kiosk mode as the renderer needs it; null outside kiosk mode. */
export interface KioskInfo {
  /** Return to the board (clearing lookups) after this long without input. */
  readonly idleTimeoutMs: number;
  /** Share of the account's restore rate the board's auto-refresh may use. */
  readonly refreshShare: number;
  /** Below this share of the pool, auto-refresh slows down further. */
  readonly lowCreditThreshold: number;
  /** The board's base auto-refresh interval (shared/kiosk/board-plan.ts scales it per list). */
  readonly refreshIntervalMs: number;
}

export interface AppInfo {
  readonly kiosk: KioskInfo | null;
}

export interface SessionSnapshot {
  readonly activeProfileId: string;
  readonly session: SessionState;
  readonly progress: SignInProgress;
}

export interface SignInOutcome {
  readonly session: SessionState;
  /** Requested scopes the server did not grant; the UI offers "request again". */
  readonly scopesMissing: readonly string[];
}

/** What each method answers when it succeeds. */
export interface BridgeResponses extends ImportResponses, ExportResponses {
  'update.restart': null;
  'app.info': AppInfo;
  'kiosk.exit': AppInfo;
  'session.get': SessionSnapshot;
  'profiles.list': readonly ProfileSummary[];
  'profiles.save': ProfileSummary;
  'profiles.remove': null;
  'profiles.removalInfo': ProfileRemovalInfo;
  'profiles.select': SessionSnapshot;
  'signIn.oauth': SignInOutcome;
  'signIn.password': SignInOutcome;
  'signIn.developer': SignInOutcome;
  'signIn.cancel': null;
  signOut: SessionState;
  graphql: GraphqlPayload<unknown>;
  'orderViews.list': readonly SavedOrderView[];
  'orderViews.save': readonly SavedOrderView[];
  'orderViews.remove': readonly SavedOrderView[];
  'external.openTracking': null;
  'replica.status': ReplicaStatus;
  'replica.query': ReplicaQueryResult;
  'replica.image': ReplicaImage | null;
  'replica.lookup': ReplicaLookupResult;
  'replica.refresh': ReplicaStatus;
  'brief.get': Brief | null;
  'brief.refresh': Brief | null;
  'alerts.get': AlertSettings;
  'alerts.save': AlertSettings;
}

/** Events main pushes. */
export interface BridgeEvents {
  app: AppInfo;
  session: SessionSnapshot;
  signInProgress: SignInProgress;
  credits: CreditSample;
  replica: ReplicaStatus;
  /** The morning brief whenever it changes; null when signed out. */
  brief: Brief | null;
  /** A "Tell me when" alert, once per record and kind (momentary: never replayed). */
  alert: BriefAlert;
  /** The active profile's import run, as it progresses. */
  import: ImportStatus;
  /** SKUs checked so far while an import file is previewed. */
  importCheck: ImportCheckProgress;
  /** A running export's progress. */
  export: ExportProgress;
  update: UpdateStatus;
  /** The desktop menu asks the page to do something now ("Find…"). */
  command: AppCommand;
}
export type BridgeEvent = keyof BridgeEvents;
export const BRIDGE_EVENTS: readonly BridgeEvent[] = [
  'app',
  'session',
  'signInProgress',
  'credits',
  'replica',
  'brief',
  'alert',
  'import',
  'importCheck',
  'export',
  'update',
  'command',
];

/**
 * Events that are an instruction for the moment, not state: never replayed to a page that
 * connects or reloads later (a reload must not open the finder again).
 */
export const MOMENTARY_EVENTS: ReadonlySet<BridgeEvent> = new Set<BridgeEvent>([
  'command',
  'alert',
]);

/** What a host's transport carries: one request/response call and event subscriptions. */
export interface BridgeTransport {
  invoke<M extends BridgeMethod>(
    method: M,
    payload: BridgePayload<M>,
  ): Promise<BridgeResult<BridgeResponses[M]>>;
  subscribe<E extends BridgeEvent>(
    event: E,
    listener: (value: BridgeEvents[E]) => void,
  ): () => void;
}

export function isBridgeMethod(value: unknown): value is BridgeMethod {
  return typeof value === 'string' && Object.hasOwn(REQUESTS, value);
}

/** Every method of the contract. */
export const BRIDGE_METHODS: readonly BridgeMethod[] = Object.keys(REQUESTS).filter(isBridgeMethod);
