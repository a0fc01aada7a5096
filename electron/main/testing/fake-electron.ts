/**
 * A small fake of the `electron` module, enough for main.ts, the IPC registration, the
 * hardening hooks, the app:// handler, the desktop services and the storage adapters to run in
 * vitest (`vi.mock('electron', …)`). It records what the code asked of Electron and lets a test
 * play Electron's side: emit app and webContents events, invoke the registered IPC handler and
 * protocol handler, answer dialogs. Nothing here pretends to be Electron's behaviour beyond that.
 */
import { EventEmitter } from 'node:events';

type Listener = (...args: unknown[]) => unknown;

export class FakeEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

let nextContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly sent: unknown[][] = [];
  windowOpenHandler: ((details: unknown) => unknown) | null = null;
  readonly mainFrame = { processId: 4, routingId: this.id, url: '' };
  reloads = 0;
  setWindowOpenHandler(handler: (details: unknown) => unknown): void {
    this.windowOpenHandler = handler;
  }
  send(...args: unknown[]): void {
    this.sent.push(args);
  }
  reload(): void {
    this.reloads += 1;
  }
  isDestroyed(): boolean {
    return false;
  }
  setZoomFactor(): void {}
  setVisualZoomLevelLimits(): Promise<void> {
    return Promise.resolve();
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static readonly created: FakeBrowserWindow[] = [];
  private static loading: ((window: FakeBrowserWindow) => void)[] = [];
  /** Settles with the first window once it loads a page: main gets there after its setup. */
  static firstLoaded(): Promise<FakeBrowserWindow> {
    const first = FakeBrowserWindow.created[0];
    if (first?.loadedUrl != null) return Promise.resolve(first);
    return new Promise((resolve) => FakeBrowserWindow.loading.push(resolve));
  }
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  shown = false;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
    fake.app.emit('web-contents-created', new FakeEvent(), this.webContents);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    this.webContents.mainFrame.url = url;
    if (this === FakeBrowserWindow.created[0]) {
      for (const resolve of FakeBrowserWindow.loading.splice(0)) resolve(this);
    }
    return Promise.resolve();
  }
  show(): void {
    this.shown = true;
  }
  reload(): void {
    this.webContents.reload();
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  minimized = false;
  focused = false;
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  focus(): void {
    this.focused = true;
  }
  setMenu(): void {}
  setMenuBarVisibility(): void {}
  setKiosk(): void {}
  setFullScreen(): void {}
  setClosable(): void {}
  setAlwaysOnTop(): void {}
}

/** Records each notification made and shown; a test clicks or closes it (`emit`). */
export class FakeNotification extends EventEmitter {
  static readonly made: FakeNotification[] = [];
  static supported = true;
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  shown = false;
  constructor(readonly options: { readonly title: string; readonly body?: string }) {
    super();
    FakeNotification.made.push(this);
  }
  show(): void {
    this.shown = true;
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  readonly calls: string[] = [];
  private readonly waiting: { readonly call: string; readonly resolve: () => void }[] = [];
  /** Settles once main has asked for `call` (e.g. 'quit'): a test awaits it, never polls. */
  called(call: string): Promise<void> {
    if (this.calls.includes(call)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ call, resolve }));
  }
  private record(call: string): void {
    this.calls.push(call);
    for (const waiter of this.waiting) if (waiter.call === call) waiter.resolve();
  }
  readonly paths = new Map<string, string>([['userData', '/tmp/floorboard-fake-user-data']]);
  private readyResolve: (() => void) | undefined;
  private readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));
  whenReady(): Promise<void> {
    return this.ready;
  }
  /** The test says when Electron is ready. */
  becomeReady(): void {
    this.record('ready');
    this.readyResolve?.();
  }
  enableSandbox(): void {
    this.record('enableSandbox');
  }
  requestSingleInstanceLock(): boolean {
    return true;
  }
  quit(): void {
    this.record('quit');
  }
  exit(code?: number): void {
    this.record(`exit ${String(code)}`);
  }
  getPath(name: string): string {
    return this.paths.get(name) ?? `/tmp/floorboard-fake-${name}`;
  }
  setPath(name: string, value: string): void {
    this.paths.set(name, value);
  }
  getName(): string {
    return 'Floorboard';
  }
  getVersion(): string {
    return '0.1.0';
  }
}

class FakeIpcMain {
  readonly handlers = new Map<string, Listener>();
  handle(channel: string, handler: Listener): void {
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
}

export class FakeSession {
  permissionRequest: Listener | null = null;
  permissionCheck: Listener | null = null;
  devicePermission: Listener | null = null;
  headersReceived: Listener | null = null;
  readonly protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  readonly protocol = {
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
      void this.protocolHandlers.set(scheme, handler),
  };
  readonly webRequest = {
    onHeadersReceived: (listener: Listener) => void (this.headersReceived = listener),
  };
  setPermissionRequestHandler(handler: Listener): void {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: Listener): void {
    this.permissionCheck = handler;
  }
  setDevicePermissionHandler(handler: Listener): void {
    this.devicePermission = handler;
  }
}

/** Reversible, visibly not plain text: enough to tell encrypted from clear in a test. */
const safeStorage = {
  isAsyncEncryptionAvailable: () => Promise.resolve(true),
  encryptStringAsync: (text: string) => Promise.resolve(Buffer.from(`enc:${text}`).reverse()),
  decryptStringAsync: (data: Buffer) => {
    const text = Buffer.from(data).reverse().toString();
    return text.startsWith('enc:')
      ? Promise.resolve({ result: text.slice(4), shouldReEncrypt: false })
      : Promise.reject(new Error('Error while decrypting the ciphertext provided'));
  },
  getSelectedStorageBackend: () => 'gnome_libsecret',
};

export interface DialogCall {
  readonly options: Record<string, unknown>;
}

function createFake() {
  const defaultSession = new FakeSession();
  const dialogs: DialogCall[] = [];
  let dialogAnswer = 0;
  const saveDialogs: Record<string, unknown>[] = [];
  let savePath: string | null = null;
  const menus: unknown[] = [];
  const exposed = new Map<string, unknown>();
  const rendererInvokes: unknown[][] = [];
  return {
    app: new FakeApp(),
    ipcMain: new FakeIpcMain(),
    session: { defaultSession },
    protocol: {
      privileged: [] as unknown[],
      registerSchemesAsPrivileged(schemes: unknown[]) {
        this.privileged.push(...schemes);
      },
    },
    crashReporter: {
      started: [] as unknown[],
      start(options: unknown) {
        this.started.push(options);
      },
    },
    safeStorage,
    shell: {
      opened: [] as string[],
      openExternal(url: string) {
        this.opened.push(url);
        return Promise.resolve();
      },
      openPath(path: string) {
        this.opened.push(path);
        return Promise.resolve('');
      },
    },
    dialog: {
      calls: dialogs,
      answer: (response: number) => void (dialogAnswer = response),
      showMessageBox(...args: unknown[]) {
        const options = args.find(
          (arg): arg is Record<string, unknown> =>
            typeof arg === 'object' && arg !== null && 'message' in arg,
        );
        dialogs.push({ options: options ?? {} });
        return Promise.resolve({ response: dialogAnswer, checkboxChecked: false });
      },
      saveCalls: saveDialogs,
      /** What the next Save dialogs answer: a path, or null for Cancel. */
      answerSave: (path: string | null) => void (savePath = path),
      showSaveDialog(...args: unknown[]) {
        const options = args.find(
          (arg): arg is Record<string, unknown> =>
            typeof arg === 'object' && arg !== null && 'defaultPath' in arg,
        );
        saveDialogs.push(options ?? {});
        return Promise.resolve(
          savePath === null
            ? { canceled: true, filePath: '' }
            : { canceled: false, filePath: savePath },
        );
      },
    },
    Menu: {
      set: menus,
      buildFromTemplate: (template: unknown) => ({ template }),
      setApplicationMenu: (menu: unknown) => void menus.push(menu),
    },
    powerSaveBlocker: { start: () => 1, stop: () => undefined, isStarted: () => true },
    BrowserWindow: FakeBrowserWindow,
    Notification: FakeNotification,
    contextBridge: {
      exposed,
      exposeInMainWorld: (key: string, api: unknown) => void exposed.set(key, api),
    },
    ipcRenderer: {
      invokes: rendererInvokes,
      listeners: new Map<string, Listener>(),
      invoke(...args: unknown[]) {
        rendererInvokes.push(args);
        return Promise.resolve({ ok: true, value: null });
      },
      on(channel: string, listener: Listener) {
        this.listeners.set(channel, listener);
      },
    },
  };
}

export const fake = createFake();
export type FakeElectron = typeof fake;
