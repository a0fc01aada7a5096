import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../electron.vite.config.ts';

/**
 * The built app starts the catalogue image build's worker from `image-build-worker.js` beside
 * out/main/main.js, so main's build must keep that input, under that name, pointing at the
 * worker's source. This reads the config and the source, so it needs no build.
 */
const at = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

function mainInputs(): Record<string, string> {
  const input = config.main?.build?.rolldownOptions?.input;
  if (input === undefined || typeof input === 'string' || Array.isArray(input)) {
    throw new Error(`main's build inputs are not named: ${JSON.stringify(input)}`);
  }
  return input;
}

describe("main's build inputs", () => {
  it('build main.js from the main process entry', () => {
    expect(mainInputs()['main']).toBe(at('electron/main/main.ts'));
  });

  it('build image-build-worker.js from the worker source, which exists', () => {
    const worker = mainInputs()['image-build-worker'];
    expect(worker).toBe(at('electron/replica/image-build/build-worker.ts'));
    expect(existsSync(worker ?? '')).toBe(true);
  });

  it('name the file the off-thread build loads in the built app', () => {
    const starter = readFileSync(at('electron/replica/image-build/build-off-thread.ts'), 'utf8');
    expect(starter).toContain("new URL('./image-build-worker.js', import.meta.url)");
  });
});
