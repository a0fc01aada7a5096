import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window-options.ts';

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer', () => {
    expect(mainWindowOptions('/app/out/preload/preload.cjs').webPreferences).toMatchObject({
      preload: '/app/out/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });
});
