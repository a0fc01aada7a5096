import { readFile } from 'node:fs/promises';
import { posix, win32 } from 'node:path';
import { z } from 'zod';
import type { Result } from '../../shared/result.ts';
import { pinRecordSchema, type PinRecord } from './admin-pin.ts';

/**
 * Whether this run is a kiosk, and its settings. Kiosk mode comes from `--kiosk` or
 * from an administrator-locked settings file in a system location that the kiosk's own user
 * cannot write. The file also holds the administrator PIN hash and the kiosk's manners.
 *
 * ```json
 * { "kiosk": true, "adminPin": { "algorithm": "scrypt", … }, "idleTimeoutSeconds": 90,
 *   "autoRefreshShare": 0.1, "lowCreditThreshold": 0.25 }
 * ```
 */

export const KIOSK_FLAG = '--kiosk';

export interface KioskSettings {
  /** The file says `"kiosk": true`: kiosk mode even without `--kiosk`. */
  readonly locked: boolean;
  /** `null`: no PIN was set up, and kiosk mode cannot be left from inside. */
  readonly adminPin: PinRecord | null;
  /** Idle time after which the board view is restored and lookups are cleared. */
  readonly idleTimeoutMs: number;
  /** Share of the account's credit restore rate that auto-refresh may use. */
  readonly autoRefreshShare: number;
  /**
   * Share of the credit pool's maximum below which auto-refresh slows down further: the pool
   * is shared with every office user of the account.
   */
  readonly lowCreditThreshold: number;
}

export const DEFAULT_KIOSK_SETTINGS: KioskSettings = {
  locked: false,
  adminPin: null,
  idleTimeoutMs: 90_000,
  autoRefreshShare: 0.1,
  lowCreditThreshold: 0.25,
};

const fileSchema = z.strictObject({
  kiosk: z.boolean().optional(),
  adminPin: pinRecordSchema.optional(),
  idleTimeoutSeconds: z
    .number()
    .int()
    .min(15)
    .max(24 * 3600)
    .optional(),
  // Above one half, a kiosk would crowd out the office users it shares the pool with.
  autoRefreshShare: z.number().gt(0).max(0.5).optional(),
  lowCreditThreshold: z.number().min(0).max(1).optional(),
});

/** The locked settings file: writable by administrators (root, Administrators) only. */
export function kioskSettingsPath(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string {
  switch (platform) {
    case 'win32': {
      const programData = env.ProgramData ?? env.ALLUSERSPROFILE ?? 'C:\\ProgramData';
      return win32.join(programData, 'Floorboard', 'kiosk.json');
    }
    case 'darwin':
      return posix.join('/Library', 'Application Support', 'Floorboard', 'kiosk.json');
    default:
      return posix.join('/etc', 'floorboard', 'kiosk.json');
  }
}

export type SettingsFile =
  | { readonly status: 'missing' }
  | { readonly status: 'read'; readonly text: string }
  | { readonly status: 'unreadable'; readonly reason: string };

/** The settings, or every reason the file cannot be used. */
export type ParsedSettings = Result<KioskSettings, readonly string[]>;

export function parseKioskSettings(text: string): ParsedSettings {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: ['not valid JSON'] };
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.join('.');
      return where === '' ? issue.message : `${where}: ${issue.message}`;
    });
    return { ok: false, error: problems };
  }
  const file = parsed.data;
  const defaults = DEFAULT_KIOSK_SETTINGS;
  return {
    ok: true,
    value: {
      locked: file.kiosk ?? false,
      adminPin: file.adminPin ?? null,
      idleTimeoutMs:
        file.idleTimeoutSeconds === undefined
          ? defaults.idleTimeoutMs
          : file.idleTimeoutSeconds * 1000,
      autoRefreshShare: file.autoRefreshShare ?? defaults.autoRefreshShare,
      lowCreditThreshold: file.lowCreditThreshold ?? defaults.lowCreditThreshold,
    },
  };
}

export interface KioskMode {
  readonly enabled: boolean;
  /**
   * `invalid-settings`: the file exists but cannot be used. Only an administrator can write it,
   * and it exists only where one meant to configure a kiosk, so the run fails closed: kiosk mode
   * with default settings (and no PIN) until the file is fixed.
   */
  readonly source: 'flag' | 'locked-settings' | 'invalid-settings' | 'off';
  readonly settings: KioskSettings;
  readonly settingsPath: string;
  /** Why the settings file was not used; for the log. */
  readonly problems: readonly string[];
}

export function resolveKioskMode(
  argv: readonly string[],
  file: SettingsFile,
  settingsPath: string,
): KioskMode {
  const flag = argv.includes(KIOSK_FLAG);
  const base = { settingsPath, problems: [] as readonly string[] };
  if (file.status === 'missing') {
    return {
      ...base,
      enabled: flag,
      source: flag ? 'flag' : 'off',
      settings: DEFAULT_KIOSK_SETTINGS,
    };
  }
  const parsed: ParsedSettings =
    file.status === 'read' ? parseKioskSettings(file.text) : { ok: false, error: [file.reason] };
  if (!parsed.ok) {
    return {
      ...base,
      enabled: true,
      source: 'invalid-settings',
      settings: DEFAULT_KIOSK_SETTINGS,
      problems: parsed.error,
    };
  }
  const settings = parsed.value;
  const source = settings.locked ? 'locked-settings' : flag ? 'flag' : 'off';
  return { ...base, enabled: source !== 'off', source, settings };
}

export interface LoadKioskModeOptions {
  readonly argv: readonly string[];
  readonly platform?: NodeJS.Platform;
  readonly env?: NodeJS.ProcessEnv;
  /** Tests: a different location for the settings file. */
  readonly settingsPath?: string;
}

/** Reads the settings file (if any) and resolves the mode; never throws. */
export async function loadKioskMode(options: LoadKioskModeOptions): Promise<KioskMode> {
  const path =
    options.settingsPath ??
    kioskSettingsPath(options.platform ?? process.platform, options.env ?? process.env);
  let file: SettingsFile;
  try {
    file = { status: 'read', text: await readFile(path, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    file =
      code === 'ENOENT' || code === 'ENOTDIR'
        ? { status: 'missing' }
        : { status: 'unreadable', reason: `cannot read the file (${code ?? 'unknown error'})` };
  }
  return resolveKioskMode(options.argv, file, path);
}
