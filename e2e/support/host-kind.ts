/**
 * Which host the e2e suite runs the app in: Electron when its binary is present, otherwise the
 * web host; `FLOORBOARD_E2E_HOST=web|electron` forces one. Read by the config (how many workers),
 * the global setup (what to build) and the `app` fixture.
 */
import { findElectronBinary } from '../../electron/launcher/electron-binary.ts';

export type HostKind = 'electron' | 'web';

export interface HostChoice {
  readonly kind: HostKind;
  readonly electronPath: string | undefined;
  readonly forced: boolean;
}

export function chooseHost(): HostChoice {
  const forced = process.env['FLOORBOARD_E2E_HOST'];
  const electronPath = forced === 'web' ? undefined : findElectronBinary();
  if (forced === 'electron' && electronPath === undefined) {
    throw new Error('FLOORBOARD_E2E_HOST=electron, but no Electron binary is installed');
  }
  return {
    kind: electronPath === undefined ? 'web' : 'electron',
    electronPath,
    forced: forced === 'web' || forced === 'electron',
  };
}
