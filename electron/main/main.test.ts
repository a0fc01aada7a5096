import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { CALL_CHANNEL, EVENT_CHANNEL } from '../bridge/channels.ts';
import { electronKeyValueStore, electronSecretCipher } from '../auth/electron-adapters.ts';
import { startSandbox } from '../../sandbox/start.ts';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import { createJournalStore } from '../bulk/journal/journal-store.ts';
import type { Core } from '../core/core.ts';
import { createCore } from '../core/create-core.ts';
import { serveAppProtocol } from './app-protocol.ts';
import { APP_INDEX_URL } from './renderer-entry.ts';
import {
  FakeBrowserWindow,
  FakeEvent,
  FakeNotification,
  FakeSession,
  fake,
} from './testing/fake-electron.ts';

/**
 * main.ts and its glue, executed against the fake electron module (testing/fake-electron.ts):
 * the real core and embedded sandbox behind them, Electron's side played by the test. This is
 * not Electron: it shows the glue calls what it should, in the order it should, and that the
 * handlers it registers behave.
 */

vi.mock('electron', async () => (await import('./testing/fake-electron.ts')).fake);
vi.mock('electron-store', () => ({
  default: class {
    private readonly map = new Map<string, unknown>();
    get(key: string): unknown {
      return this.map.get(key);
    }
    set(key: string, value: unknown): void {
      this.map.set(key, value);
    }
    delete(key: string): void {
      this.map.delete(key);
    }
  },
}));
const logDir = await mkdtemp(join(tmpdir(), 'floorboard-main-log-'));
vi.mock('electron-log/main', async () => {
  const { default: log } = await import('electron-log/node');
  log.transports.file.resolvePathFn = () => join(logDir, 'main.log');
  return { default: log };
});
vi.mock('electron-updater', () => ({ default: { autoUpdater: null } }));
// The real sandbox, watched: main must start it only when the built-in profile is used.
vi.mock('../../sandbox/start.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../sandbox/start.ts')>();
  return { ...real, startSandbox: vi.fn(real.startSandbox) };
});
// The real core, with the options main passes kept for the assertions.
vi.mock('../core/create-core.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../core/create-core.ts')>();
  return { createCore: vi.fn(real.createCore) };
});

const window = (): FakeBrowserWindow => {
  const created = FakeBrowserWindow.created[0];
  if (created === undefined) throw new Error('main created no window');
  return created;
};

// A fresh userData per run: the embedded sandbox keeps its data there.
const userData = await mkdtemp(join(tmpdir(), 'floorboard-main-user-data-'));
fake.app.setPath('userData', userData);

beforeAll(async () => {
  await import('./main.ts');
  expect(fake.app.calls).not.toContain('ready');
  fake.app.becomeReady();
  expect((await FakeBrowserWindow.firstLoaded()).loadedUrl).toBe(APP_INDEX_URL);
});

afterAll(async () => {
  const event = new FakeEvent();
  fake.app.emit('before-quit', event);
  expect(event.defaultPrevented).toBe(true);
  // main closes the core and the sandbox, then quits for real.
  await fake.app.called('quit');
  await rm(logDir, { recursive: true, force: true });
  await rm(userData, { recursive: true, force: true });
});

describe('main.ts before ready', () => {
  it('sandboxes every renderer, keeps crash reports local, registers app:// as privileged', () => {
    const calls = fake.app.calls;
    expect(calls.indexOf('enableSandbox')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('enableSandbox')).toBeLessThan(calls.indexOf('ready'));
    expect(fake.crashReporter.started).toEqual([
      expect.objectContaining({ uploadToServer: false }),
    ]);
    expect(fake.protocol.privileged).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }) as unknown,
      }),
    ]);
  });
});

describe('the window', () => {
  it('is isolated and sandboxed with the bundled preload, and shown when ready to show', () => {
    const options = window().options as { webPreferences: Record<string, unknown> };
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
    expect(String(options.webPreferences['preload'])).toMatch(/preload[/\\]preload\.cjs$/);
    expect(window().shown).toBe(false);
    window().emit('ready-to-show');
    expect(window().shown).toBe(true);
  });

  it('denies new windows, navigation, redirects and webviews (the hardening hooks)', () => {
    const contents = window().webContents;
    expect(contents.windowOpenHandler?.({ url: 'https://evil.test/' })).toEqual({ action: 'deny' });
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = new FakeEvent();
      contents.emit(name, event, 'https://evil.test/');
      expect(event.defaultPrevented, name).toBe(true);
    }
  });

  it('denies every permission and puts the CSP on app:// responses only', () => {
    const session = fake.session.defaultSession;
    const answers: boolean[] = [];
    session.permissionRequest?.(null, 'media', (granted: boolean) => answers.push(granted));
    expect(answers).toEqual([false]);
    expect(session.permissionCheck?.()).toBe(false);
    expect(session.devicePermission?.()).toBe(false);
    const replies: unknown[] = [];
    session.headersReceived?.(
      { url: APP_INDEX_URL, responseHeaders: { 'content-security-policy': ['x'] } },
      (reply: unknown) => replies.push(reply),
    );
    session.headersReceived?.({ url: 'http://127.0.0.1:5173/' }, (reply: unknown) =>
      replies.push(reply),
    );
    expect(replies[0]).toEqual({
      responseHeaders: {
        'Content-Security-Policy': [expect.stringContaining("connect-src 'none'")],
      },
    });
    expect(replies[1]).toEqual({});
  });

  it('has a product menu: Edit, Help → Open logs folder', () => {
    const [menu] = fake.Menu.set as {
      template: { role?: string; submenu?: { label?: string }[] }[];
    }[];
    const roles = menu?.template.map((item) => item.role);
    expect(roles).toContain('editMenu');
    const help = menu?.template.find((item) => item.role === 'help');
    expect(help?.submenu?.map((item) => item.label)).toContain('Open logs folder');
  });

  it('Edit → Find… sends the window the find command over the bridge’s event channel', () => {
    const [menu] = fake.Menu.set as { template: MenuItemConstructorOptions[] }[];
    const edit = menu?.template.find((item) => item.role === 'editMenu');
    const find = Array.isArray(edit?.submenu)
      ? edit.submenu.find((item) => item.label === 'Find…')
      : undefined;
    expect(find?.accelerator).toBe('CmdOrCtrl+K');
    const sent = window().webContents.sent;
    const before = sent.length;
    find?.click?.({} as never, undefined, {});
    expect(sent.slice(before)).toEqual([[EVENT_CHANNEL, 'command', 'find']]);
  });

  it('shows an alert of the brief as a desktop notification; a click opens it in the page', async () => {
    const core = await (vi.mocked(createCore).mock.results[0]?.value as Promise<Core> | undefined);
    if (core === undefined) throw new Error('main created no core');
    const alert = {
      kind: 'po-arrived',
      item: {
        id: 'PO7',
        label: 'PO-1447',
        detail: 'First goods received',
        at: '2026-11-27T08:00:00',
      },
    } as const;
    const made = FakeNotification.made.length;
    core.events.emit('alert', alert);
    const notification = FakeNotification.made[made];
    expect(notification?.options).toEqual({
      title: 'Purchase order arrived: PO-1447',
      body: 'First goods received',
    });
    expect(notification?.shown).toBe(true);
    const sent = window().webContents.sent;
    const before = sent.length;
    notification?.emit('click');
    expect(window().focused).toBe(true);
    expect(sent.slice(before)).toEqual([[EVENT_CHANNEL, 'command', { open: alert }]]);
  });

  it('reloads once after a renderer crash and says so', () => {
    const before = window().webContents.reloads;
    window().webContents.emit('render-process-gone', new FakeEvent(), {
      reason: 'crashed',
      exitCode: 139,
    });
    expect(window().webContents.reloads).toBe(before + 1);
    expect(fake.dialog.calls.at(-1)?.options['message']).toMatch(/stopped unexpectedly/);
  });
});

describe('the bridge over IPC', () => {
  const call = (event: unknown, method: string, payload?: unknown): Promise<unknown> => {
    const handler = fake.ipcMain.handlers.get(CALL_CHANNEL);
    if (handler === undefined) throw new Error('no IPC handler');
    return Promise.resolve(handler(event, method, payload));
  };
  const fromWindow = (url = APP_INDEX_URL) => ({
    sender: { id: window().webContents.id },
    senderFrame: { processId: 4, routingId: window().webContents.id, url },
  });

  it('answers the app window’s main frame through the real core', async () => {
    await expect(call(fromWindow(), 'session.get')).resolves.toMatchObject({
      ok: true,
      value: { activeProfileId: expect.any(String) as unknown },
    });
  });

  it('refuses other senders: another page, another frame, another webContents', async () => {
    const refused = [
      fromWindow('https://evil.test/'),
      { ...fromWindow(), senderFrame: { processId: 4, routingId: 999, url: APP_INDEX_URL } },
      { ...fromWindow(), sender: { id: 999 } },
      { sender: { id: window().webContents.id }, senderFrame: null },
    ];
    for (const event of refused) {
      await expect(call(event, 'session.get')).resolves.toMatchObject({ ok: false });
    }
  });

  it('starts the embedded sandbox only when the built-in profile is first used', async () => {
    expect(vi.mocked(startSandbox)).not.toHaveBeenCalled();
    await expect(call(fromWindow(), 'profiles.list')).resolves.toMatchObject({
      ok: true,
      value: [{ id: SANDBOX_PROFILE_ID, builtIn: true, baseUrl: '' }],
    });
    const attempt = { profileId: SANDBOX_PROFILE_ID, username: 'nobody', password: 'wrong' };
    await expect(call(fromWindow(), 'signIn.password', attempt)).resolves.toMatchObject({
      ok: false,
    });
    expect(vi.mocked(startSandbox)).toHaveBeenCalledTimes(1);
    // Its data is kept in userData, and started over only when asked.
    expect(vi.mocked(startSandbox).mock.calls[0]?.[1]?.persist).toMatchObject({
      dir: join(userData, 'sandbox'),
      reset: false,
    });
    await call(fromWindow(), 'signIn.password', attempt);
    expect(vi.mocked(startSandbox)).toHaveBeenCalledTimes(1);
    await expect(call(fromWindow(), 'profiles.list')).resolves.toMatchObject({
      value: [{ baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) as unknown }],
    });
  });

  it('rejects bad payloads with a typed error', async () => {
    await expect(call(fromWindow(), 'fs.readFile', '/etc/passwd')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('the app:// protocol handler', () => {
  it('serves files of the renderer folder with the CSP, and nothing else', async () => {
    const base = await mkdtemp(join(tmpdir(), 'floorboard-app-protocol-'));
    try {
      await mkdir(join(base, 'renderer'));
      await writeFile(join(base, 'renderer', 'index.html'), '<!doctype html><title>F</title>');
      await writeFile(join(base, 'secret.txt'), 'outside');
      const session = new FakeSession();
      serveAppProtocol(session as never, join(base, 'renderer'));
      const handler = session.protocolHandlers.get('app');
      if (handler === undefined) throw new Error('no app:// handler');
      const ok = await handler(new Request('app://floorboard/index.html'));
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/text\/html/);
      expect(ok.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await ok.text()).toContain('<title>F</title>');
      for (const request of [
        new Request('app://floorboard/%2e%2e/secret.txt'),
        new Request('app://other/index.html'),
        new Request('app://floorboard/index.html', { method: 'POST', body: 'x' }),
      ]) {
        const refused = await handler(request);
        expect(refused.status, request.url).toBe(404);
        expect(await refused.text()).not.toContain('outside');
      }
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe('the core main starts', () => {
  const options = () => {
    const [call] = vi.mocked(createCore).mock.calls;
    if (call === undefined) throw new Error('main created no core');
    return call[0];
  };

  it('keeps import journals in userData/imports, sealed with the safeStorage cipher', async () => {
    const { importJournal, cipher } = options();
    expect(importJournal?.dir).toBe(join(fake.app.getPath('userData'), 'imports'));
    // The very cipher the refresh tokens use: safeStorage's.
    expect(importJournal?.cipher).toBe(cipher);
    const sealed = await cipher.encryptStringAsync('data key');
    expect(sealed).toEqual(await fake.safeStorage.encryptStringAsync('data key'));
    // With it, journals go to disk (not memory only) and hold no plain text.
    const dir = await mkdtemp(join(tmpdir(), 'floorboard-main-journals-'));
    try {
      const journals = createJournalStore({ dir, cipher: importJournal?.cipher ?? cipher });
      expect(await journals.custody()).toMatchObject({ persistence: 'stored' });
      await (await journals.create('p', { rows: [{ sku: 'PLAIN-SKU' }] })).close();
      const [file] = await readdir(dir);
      expect(await readFile(join(dir, file ?? ''), 'utf8')).not.toContain('PLAIN-SKU');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('saves files through the system Save dialog', () => {
    expect(options().openSink).toEqual(expect.any(Function));
  });
});

describe('the storage adapters (safeStorage, electron-store)', () => {
  it('encrypts through safeStorage and reads it back; garbage is refused', async () => {
    const cipher = electronSecretCipher();
    await expect(cipher.isAsyncEncryptionAvailable()).resolves.toBe(true);
    const sealed = await cipher.encryptStringAsync('refresh-token-value');
    expect(sealed.toString()).not.toContain('refresh-token-value');
    await expect(cipher.decryptStringAsync(sealed)).resolves.toMatchObject({
      result: 'refresh-token-value',
    });
    await expect(cipher.decryptStringAsync(Buffer.from('junk'))).rejects.toThrow();
    expect(cipher.getSelectedStorageBackend()).toBe(
      process.platform === 'linux'
        ? 'gnome_libsecret'
        : process.platform === 'darwin'
          ? 'keychain'
          : 'dpapi',
    );
  });

  it('keeps values in an electron-store file', () => {
    const store = electronKeyValueStore('test');
    store.set('a', { b: 1 });
    expect(store.get('a')).toEqual({ b: 1 });
    store.delete('a');
    expect(store.get('a')).toBeUndefined();
  });
});
