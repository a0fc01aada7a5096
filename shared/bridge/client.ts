/**
 * The renderer's view of main: named functions only. Preload builds it over Electron
 * IPC, the web host's page over a WebSocket; both pass their transport to `createBridgeClient`.
 */
import type { OperationData, OperationName, OperationVariables } from '../operations/catalogue.ts';
import type { OrderFilters, SavedOrderView } from '../orders/filters.ts';
import type {
  AppInfo,
  BridgeEvents,
  BridgeTransport,
  RendererPriority,
  ProfileInput,
  ProfileRemovalInfo,
  ProfileSummary,
  SessionSnapshot,
  SignInOutcome,
} from './contract.ts';
import type { CreditSample } from './credits.ts';
import type { UpdateStatus } from './update.ts';
import { isAppCommand, type AppCommand } from './app-commands.ts';
import type { BridgeResult } from './errors.ts';
import type { GraphqlPayload } from './graphql.ts';
import type { SessionState, SignInProgress } from './session.ts';
import type {
  ReplicaImage,
  ReplicaLookupResult,
  ReplicaQuery,
  ReplicaQueryResult,
} from '../replica/query.ts';
import type { ReplicaContents, ReplicaStatus } from '../replica/types.ts';
import type {
  FileDelivery,
  ImportAction,
  ImportCheckProgress,
  ImportOverview,
  ImportPreview,
  ImportRowView,
  ImportRowsWindow,
  ImportStatus,
} from '../bulk/import-contract.ts';
import type { ExportProgress, ExportResult, ExportTarget } from '../bulk/export-contract.ts';
import type { ImportKind } from '../bulk/import-kinds.ts';
import type { AlertSettings, Brief, BriefAlert } from '../brief/brief.ts';

export interface FloorboardBridge {
  getAppInfo(): Promise<BridgeResult<AppInfo>>;
  exitKiosk(pin: string): Promise<BridgeResult<AppInfo>>;
  getSession(): Promise<BridgeResult<SessionSnapshot>>;
  listProfiles(): Promise<BridgeResult<readonly ProfileSummary[]>>;
  saveProfile(input: ProfileInput): Promise<BridgeResult<ProfileSummary>>;
  removeProfile(id: string): Promise<BridgeResult<null>>;
  /** What removing the profile would delete besides it: its resumable imports. */
  profileRemovalInfo(id: string): Promise<BridgeResult<ProfileRemovalInfo>>;
  selectProfile(id: string): Promise<BridgeResult<SessionSnapshot>>;
  signInWithBrowser(
    profileId: string,
    scopes: readonly string[],
  ): Promise<BridgeResult<SignInOutcome>>;
  signInWithPassword(
    profileId: string,
    username: string,
    password: string,
  ): Promise<BridgeResult<SignInOutcome>>;
  signInWithDeveloperTokens(
    profileId: string,
    accessToken: string,
    refreshToken: string,
  ): Promise<BridgeResult<SignInOutcome>>;
  cancelSignIn(): Promise<BridgeResult<null>>;
  signOut(): Promise<BridgeResult<SessionState>>;
  graphql<N extends OperationName>(
    operationName: N,
    variables: OperationVariables<N>,
    priority?: RendererPriority,
  ): Promise<BridgeResult<GraphqlPayload<OperationData<N>>>>;
  listOrderViews(): Promise<BridgeResult<readonly SavedOrderView[]>>;
  saveOrderView(input: {
    readonly id?: string;
    readonly name: string;
    readonly filters: OrderFilters;
  }): Promise<BridgeResult<readonly SavedOrderView[]>>;
  removeOrderView(id: string): Promise<BridgeResult<readonly SavedOrderView[]>>;
  /** Opens a carrier's tracking page in the system browser; main accepts http(s) only. */
  openTrackingPage(url: string): Promise<BridgeResult<null>>;
  onAppInfo(listener: (info: AppInfo) => void): () => void;
  onSession(listener: (snapshot: SessionSnapshot) => void): () => void;
  onSignInProgress(listener: (progress: SignInProgress) => void): () => void;
  onCredits(listener: (sample: CreditSample) => void): () => void;
  replicaStatus(): Promise<BridgeResult<ReplicaStatus>>;
  queryReplica(query: ReplicaQuery): Promise<BridgeResult<ReplicaQueryResult>>;
  replicaImage(after: ReplicaContents | null): Promise<BridgeResult<ReplicaImage | null>>;
  lookupInReplica(code: string): Promise<BridgeResult<ReplicaLookupResult>>;
  refreshReplica(): Promise<BridgeResult<ReplicaStatus>>;
  onReplica(listener: (status: ReplicaStatus) => void): () => void;
  /** Desktop app: quit and install the downloaded update. */
  restartToUpdate(): Promise<BridgeResult<null>>;
  onUpdate(listener: (status: UpdateStatus) => void): () => void;
  /** Desktop app: the menu's commands ("Find…"); values the page does not know are dropped. */
  onCommand(listener: (command: AppCommand) => void): () => void;
  /** Imports (docs/bulk.md): a chosen file in chunks, its preview, the run and its results. */
  uploadImportChunk(chunk: {
    readonly uploadId?: string;
    readonly fileName: string;
    readonly offset: number;
    readonly data: string;
  }): Promise<BridgeResult<{ readonly uploadId: string; readonly received: number }>>;
  previewImport(uploadId: string, kind: ImportKind): Promise<BridgeResult<ImportPreview>>;
  startImport(previewId: string): Promise<BridgeResult<ImportStatus>>;
  controlImport(runId: string, action: ImportAction): Promise<BridgeResult<ImportStatus | null>>;
  importStatus(): Promise<BridgeResult<ImportOverview>>;
  importResults(runId: string, excel: boolean): Promise<BridgeResult<FileDelivery>>;
  importRows(
    runId: string,
    show: ImportRowView,
    offset: number,
    limit: number,
  ): Promise<BridgeResult<ImportRowsWindow>>;
  onImport(listener: (status: ImportStatus) => void): () => void;
  onImportCheck(listener: (progress: ImportCheckProgress) => void): () => void;
  /** Exports (docs/bulk.md): runs one to the end; `exportId` (a UUID) lets Cancel reach it. */
  runExport(
    exportId: string,
    target: ExportTarget,
    excel: boolean,
  ): Promise<BridgeResult<ExportResult>>;
  cancelExport(exportId: string): Promise<BridgeResult<null>>;
  onExport(listener: (progress: ExportProgress) => void): () => void;
  /** The morning brief (shared/brief/brief.ts): as main keeps it, or brought up to date now. */
  getBrief(): Promise<BridgeResult<Brief | null>>;
  refreshBrief(): Promise<BridgeResult<Brief | null>>;
  onBrief(listener: (brief: Brief | null) => void): () => void;
  /** "Tell me when": the alert kinds picked and the checks' credit budget. */
  getAlertSettings(): Promise<BridgeResult<AlertSettings>>;
  saveAlertSettings(settings: AlertSettings): Promise<BridgeResult<AlertSettings>>;
  /** An alert main raised (momentary); the page shows it only in the web host. */
  onAlert(listener: (alert: BriefAlert) => void): () => void;
}

export function createBridgeClient(transport: BridgeTransport): FloorboardBridge {
  const on =
    <E extends keyof BridgeEvents>(event: E) =>
    (listener: (value: BridgeEvents[E]) => void): (() => void) =>
      transport.subscribe(event, listener);

  return {
    getAppInfo: () => transport.invoke('app.info', undefined),
    exitKiosk: (pin) => transport.invoke('kiosk.exit', { pin }),
    getSession: () => transport.invoke('session.get', undefined),
    listProfiles: () => transport.invoke('profiles.list', undefined),
    saveProfile: (input) => transport.invoke('profiles.save', input),
    removeProfile: (id) => transport.invoke('profiles.remove', { id }),
    profileRemovalInfo: (id) => transport.invoke('profiles.removalInfo', { id }),
    selectProfile: (id) => transport.invoke('profiles.select', { id }),
    signInWithBrowser: (profileId, scopes) =>
      transport.invoke('signIn.oauth', { profileId, scopes: [...scopes] }),
    signInWithPassword: (profileId, username, password) =>
      transport.invoke('signIn.password', { profileId, username, password }),
    signInWithDeveloperTokens: (profileId, accessToken, refreshToken) =>
      transport.invoke('signIn.developer', { profileId, accessToken, refreshToken }),
    cancelSignIn: () => transport.invoke('signIn.cancel', undefined),
    signOut: () => transport.invoke('signOut', undefined),
    graphql: async <N extends OperationName>(
      operationName: N,
      variables: OperationVariables<N>,
      priority?: RendererPriority,
    ) => {
      const result = await transport.invoke('graphql', {
        operationName,
        variables: variables,
        ...(priority ? { priority } : {}),
      });
      // Main ran the document registered under this name, so the data has its type.
      return result as BridgeResult<GraphqlPayload<OperationData<N>>>;
    },
    listOrderViews: () => transport.invoke('orderViews.list', undefined),
    saveOrderView: (input) => transport.invoke('orderViews.save', { ...input }),
    removeOrderView: (id) => transport.invoke('orderViews.remove', { id }),
    openTrackingPage: (url) => transport.invoke('external.openTracking', { url }),
    onAppInfo: on('app'),
    onSession: on('session'),
    onSignInProgress: on('signInProgress'),
    onCredits: on('credits'),
    replicaStatus: () => transport.invoke('replica.status', undefined),
    queryReplica: (query) => transport.invoke('replica.query', query),
    replicaImage: (after) => transport.invoke('replica.image', { after }),
    lookupInReplica: (code) => transport.invoke('replica.lookup', { code }),
    refreshReplica: () => transport.invoke('replica.refresh', undefined),
    onReplica: on('replica'),
    restartToUpdate: () => transport.invoke('update.restart', undefined),
    onUpdate: on('update'),
    onCommand: (listener) =>
      transport.subscribe('command', (value: unknown) => {
        if (isAppCommand(value)) listener(value);
      }),
    uploadImportChunk: (chunk) => transport.invoke('import.upload', { ...chunk }),
    previewImport: (uploadId, kind) => transport.invoke('import.preview', { uploadId, kind }),
    startImport: (previewId) => transport.invoke('import.start', { previewId }),
    controlImport: (runId, action) => transport.invoke('import.control', { runId, action }),
    importStatus: () => transport.invoke('import.status', undefined),
    importResults: (runId, excel) => transport.invoke('import.results', { runId, excel }),
    importRows: (runId, show, offset, limit) =>
      transport.invoke('import.rows', { runId, show, offset, limit }),
    onImport: on('import'),
    onImportCheck: on('importCheck'),
    runExport: (exportId, target, excel) =>
      transport.invoke('export.run', { exportId, target: { ...target }, excel }),
    cancelExport: (exportId) => transport.invoke('export.cancel', { exportId }),
    onExport: on('export'),
    getBrief: () => transport.invoke('brief.get', undefined),
    refreshBrief: () => transport.invoke('brief.refresh', undefined),
    onBrief: on('brief'),
    getAlertSettings: () => transport.invoke('alerts.get', undefined),
    saveAlertSettings: (settings) =>
      transport.invoke('alerts.save', { ...settings, kinds: [...settings.kinds] }),
    onAlert: on('alert'),
  };
}
