/**
 * Every dialog is a native <dialog> opened with showModal() (Modal, or the quick finder's own):
 * only that makes the page behind it inert (focus, clicks and the accessibility tree stay
 * inside). A hand-made dialog (a div with role="dialog" or aria-modal) would not, so none may exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RENDERER = fileURLToPath(new URL('../renderer/', import.meta.url));
const MODAL = join(RENDERER, 'components/controls/Modal.tsx');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('dialogs', () => {
  it('are native modal dialogs: no hand-made role="dialog" or aria-modal', () => {
    const files = sources(RENDERER);
    expect(files.length).toBeGreaterThan(50);
    const handMade = files
      .filter((file) => /role=["']dialog["']|aria-modal/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(RENDERER, file));
    expect(handMade).toEqual([]);
  });

  it('every <dialog> is opened with showModal(), never as a plain open dialog', () => {
    const dialogs = sources(RENDERER).filter((file) =>
      /<dialog\b/.test(readFileSync(file, 'utf8')),
    );
    expect(dialogs).toContain(MODAL);
    const notModal = dialogs
      .filter((file) => !/\.showModal\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(RENDERER, file));
    expect(notModal).toEqual([]);
  });

  it('Modal opens with showModal(), which makes the page behind inert', () => {
    const modal = readFileSync(MODAL, 'utf8');
    expect(modal).toMatch(/\.showModal\(\)/);
    expect(modal).toMatch(/<dialog\b/);
  });

  it('the dialogs of the app use Modal', () => {
    const users = sources(RENDERER).filter((file) =>
      /import \{ Modal \} from/.test(readFileSync(file, 'utf8')),
    );
    expect(users.map((file) => relative(RENDERER, file)).sort()).toEqual(
      expect.arrayContaining([
        'products/CreateProductDialog.tsx',
        'products/EditProductDialog.tsx',
        'orders/SaveViewDialog.tsx',
        'bulk/ImportDialog.tsx',
        'kiosk/PinPad.tsx',
        'sign-in/ProfileForm.tsx',
      ]),
    );
  });
});
