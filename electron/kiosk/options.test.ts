import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_KIOSK_SETTINGS,
  kioskSettingsPath,
  loadKioskMode,
  parseKioskSettings,
  resolveKioskMode,
} from './options.ts';

const pin = {
  algorithm: 'scrypt',
  N: 32768,
  r: 8,
  p: 1,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
};
const PATH = '/etc/floorboard/kiosk.json';
const read = (value: unknown) => ({ status: 'read', text: JSON.stringify(value) }) as const;

describe('kioskSettingsPath', () => {
  it('is a system location each platform keeps administrator-only', () => {
    expect(kioskSettingsPath('linux', {})).toBe('/etc/floorboard/kiosk.json');
    expect(kioskSettingsPath('freebsd', {})).toBe('/etc/floorboard/kiosk.json');
    expect(kioskSettingsPath('darwin', {})).toBe(
      '/Library/Application Support/Floorboard/kiosk.json',
    );
    expect(kioskSettingsPath('win32', { ProgramData: 'D:\\ProgramData' })).toBe(
      'D:\\ProgramData\\Floorboard\\kiosk.json',
    );
    expect(kioskSettingsPath('win32', {})).toBe('C:\\ProgramData\\Floorboard\\kiosk.json');
  });
});

describe('parseKioskSettings', () => {
  it('an empty object means the defaults: 90 s idle, 10% of the restore rate', () => {
    expect(parseKioskSettings('{}')).toEqual({ ok: true, value: DEFAULT_KIOSK_SETTINGS });
    expect(DEFAULT_KIOSK_SETTINGS).toMatchObject({
      locked: false,
      adminPin: null,
      idleTimeoutMs: 90_000,
      autoRefreshShare: 0.1,
    });
  });

  it('reads every setting', () => {
    const text = JSON.stringify({
      kiosk: true,
      adminPin: pin,
      idleTimeoutSeconds: 120,
      autoRefreshShare: 0.05,
      lowCreditThreshold: 0.4,
    });
    expect(parseKioskSettings(text)).toEqual({
      ok: true,
      value: {
        locked: true,
        adminPin: pin,
        idleTimeoutMs: 120_000,
        autoRefreshShare: 0.05,
        lowCreditThreshold: 0.4,
      },
    });
  });

  it.each([
    ['not JSON', '{kiosk: true', /not valid JSON/],
    ['a misspelt key', '{"idleTimeout": 60}', /idleTimeout/],
    ['a share above one half', '{"autoRefreshShare": 0.9}', /autoRefreshShare/],
    ['a zero share', '{"autoRefreshShare": 0}', /autoRefreshShare/],
    ['a tiny idle timeout', '{"idleTimeoutSeconds": 1}', /idleTimeoutSeconds/],
    ['a bad PIN record', '{"adminPin": {"algorithm": "scrypt"}}', /adminPin/],
    ['an array', '[]', /expected object/i],
  ])('refuses %s', (_name, text, problem) => {
    const parsed = parseKioskSettings(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.join('\n')).toMatch(problem);
  });
});

describe('resolveKioskMode', () => {
  it('no file: kiosk only with --kiosk', () => {
    expect(resolveKioskMode(['/opt/Floorboard/floorboard'], { status: 'missing' }, PATH)).toEqual({
      enabled: false,
      source: 'off',
      settings: DEFAULT_KIOSK_SETTINGS,
      settingsPath: PATH,
      problems: [],
    });
    const flagged = resolveKioskMode(['floorboard', '--kiosk'], { status: 'missing' }, PATH);
    expect(flagged).toMatchObject({ enabled: true, source: 'flag' });
  });

  it('a locked file turns kiosk mode on without the flag', () => {
    const mode = resolveKioskMode(['floorboard'], read({ kiosk: true, adminPin: pin }), PATH);
    expect(mode).toMatchObject({ enabled: true, source: 'locked-settings' });
    expect(mode.settings.adminPin).toEqual(pin);
  });

  it('an unlocked file supplies settings to a --kiosk run', () => {
    const file = read({ idleTimeoutSeconds: 30 });
    expect(resolveKioskMode(['floorboard'], file, PATH)).toMatchObject({ enabled: false });
    expect(resolveKioskMode(['floorboard', '--kiosk'], file, PATH)).toMatchObject({
      enabled: true,
      source: 'flag',
      settings: { idleTimeoutMs: 30_000 },
    });
  });

  it('fails closed: a broken or unreadable file means kiosk mode with defaults', () => {
    const broken = resolveKioskMode(['floorboard'], { status: 'read', text: '{' }, PATH);
    expect(broken).toMatchObject({
      enabled: true,
      source: 'invalid-settings',
      settings: DEFAULT_KIOSK_SETTINGS,
      problems: ['not valid JSON'],
    });
    const unreadable = resolveKioskMode(
      ['floorboard'],
      { status: 'unreadable', reason: 'cannot read the file (EACCES)' },
      PATH,
    );
    expect(unreadable).toMatchObject({ enabled: true, problems: [/EACCES/] });
  });
});

describe('loadKioskMode', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'floorboard-kiosk-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the file when present', async () => {
    const settingsPath = join(dir, 'kiosk.json');
    await writeFile(settingsPath, JSON.stringify({ kiosk: true, idleTimeoutSeconds: 60 }));
    const mode = await loadKioskMode({ argv: [], settingsPath });
    expect(mode).toMatchObject({ enabled: true, source: 'locked-settings', settingsPath });
    expect(mode.settings.idleTimeoutMs).toBe(60_000);
  });

  it('a missing file or folder is no file', async () => {
    for (const settingsPath of [join(dir, 'none.json'), join(dir, 'none', 'kiosk.json')]) {
      expect(await loadKioskMode({ argv: ['--kiosk'], settingsPath })).toMatchObject({
        enabled: true,
        source: 'flag',
        problems: [],
      });
    }
  });

  it('a path that cannot be read as a file fails closed', async () => {
    const mode = await loadKioskMode({ argv: [], settingsPath: dir }); // a directory
    expect(mode).toMatchObject({ enabled: true, source: 'invalid-settings' });
    expect(mode.problems.join()).toMatch(/EISDIR/);
  });

  it('resolves the system path from the platform and environment', async () => {
    const env = { ProgramData: 'Z:\\NoSuchData' };
    const mode = await loadKioskMode({ argv: [], platform: 'win32', env });
    expect(mode.settingsPath).toBe('Z:\\NoSuchData\\Floorboard\\kiosk.json');
    expect(mode).toMatchObject({ enabled: false, source: 'off' });
  });
});
