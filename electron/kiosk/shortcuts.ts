/**
 * Which key presses a kiosk window swallows in `before-input-event` (docs/kiosk-deployment.md).
 * Plain typing passes — letters, digits, Enter, Tab, Backspace, arrows, with or without Shift —
 * so the barcode scanner (a keyboard wedge: fast keystrokes ending in Enter) and the SKU field
 * keep working. Any Ctrl/Cmd/Alt combination is swallowed unless it is a text-editing one,
 * which catches the exit, reload, devtools, zoom, print, new-window and history shortcuts
 * without listing each (Ctrl+W/Q/R/N/T/P/L, Ctrl+Shift+I/J/C, Ctrl+Plus/Minus/0, Alt+Left/Right…).
 * Function keys (F5, F11, F12, Alt+F4…), Escape (leaves full screen), the browser/media
 * navigation keys and a bare Alt (shows a hidden menu bar) are swallowed as well.
 * OS-level shortcuts (Ctrl+Alt+Del, Alt+Tab, the Super key) never reach the app: locking those
 * down is the OS session's job (docs/kiosk-deployment.md).
 */

/** The fields of Electron's `Input` this looks at; Electron's type is assignable to it. */
export interface KeyInput {
  readonly type: string;
  readonly key: string;
  readonly shift: boolean;
  readonly control: boolean;
  readonly alt: boolean;
  readonly meta: boolean;
  readonly isComposing?: boolean;
}

const FUNCTION_KEY = /^F\d{1,2}$/;

/** Pressed alone these do nothing in the page; swallowing them could confuse key tracking. */
const QUIET_MODIFIERS = new Set(['Control', 'Shift', 'Meta', 'CapsLock']);

const SWALLOWED_KEYS = new Set([
  'Escape',
  'Alt',
  'AltGraph',
  'ContextMenu',
  'Help',
  'Print',
  'PrintScreen',
  'Pause',
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserStop',
  'BrowserSearch',
  'BrowserFavorites',
  'BrowserHome',
  'Close',
  'New',
  'Open',
  'Save',
  'LaunchApplication1',
  'LaunchApplication2',
  'LaunchMail',
  'ZoomIn',
  'ZoomOut',
  'ZoomToggle',
]);

/** Ctrl/Cmd + these edit text: select all, copy, cut, paste, undo, redo. */
const CLIPBOARD_KEYS = new Set(['a', 'c', 'v', 'x', 'z', 'y']);
/** Ctrl + these move or delete by word (Cmd+arrows would be history navigation on macOS). */
const WORD_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Backspace',
  'Delete',
]);

/**
 * A character typed with AltGr (reported as Ctrl+Alt on Windows) or Option on a Mac, such as
 * `@` on a German keyboard: let it through. ASCII letters, digits and space are not such
 * characters, so Ctrl+Alt+W or Alt+Space still count as shortcuts.
 */
function isComposedCharacter(key: string): boolean {
  return /^.$/su.test(key) && !/^[A-Za-z0-9 ]$/.test(key);
}

function isEditingShortcut(input: KeyInput): boolean {
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (CLIPBOARD_KEYS.has(key)) {
    // Ctrl+Shift+Z is redo; any other Shift variant (Ctrl+Shift+C: inspect element) is not.
    return !input.shift || key === 'z';
  }
  return input.control && !input.meta && WORD_KEYS.has(key);
}

/** `true`: call `event.preventDefault()` so neither Chromium nor the page acts on the key. */
export function shouldSwallowKioskInput(input: KeyInput): boolean {
  const { key } = input;
  if (FUNCTION_KEY.test(key) || SWALLOWED_KEYS.has(key)) return true;
  // Keys being composed by an input method belong to the text field.
  if (input.isComposing === true || QUIET_MODIFIERS.has(key)) return false;
  const command = input.control || input.meta;
  if (!command && !input.alt) return false;
  if (input.alt && !input.meta && isComposedCharacter(key)) return false;
  if (input.alt) return true;
  return !isEditingShortcut(input);
}
