import { describe, expect, it } from 'vitest';
import { shouldSwallowKioskInput, type KeyInput } from './shortcuts.ts';

type Mods = Partial<Pick<KeyInput, 'shift' | 'control' | 'alt' | 'meta' | 'isComposing'>>;
const press = (key: string, mods: Mods = {}): KeyInput => ({
  type: 'keyDown',
  key,
  shift: false,
  control: false,
  alt: false,
  meta: false,
  ...mods,
});
const ctrl = { control: true };
const cmd = { meta: true };
const ctrlShift = { control: true, shift: true };
const alt = { alt: true };

describe('kiosk shortcuts that are swallowed', () => {
  it.each<[string, KeyInput]>([
    ['Alt+F4', press('F4', alt)],
    ['Ctrl+W', press('w', ctrl)],
    ['Cmd+W', press('w', cmd)],
    ['Ctrl+Q', press('q', ctrl)],
    ['Cmd+Q', press('q', cmd)],
    ['Ctrl+R', press('r', ctrl)],
    ['Ctrl+Shift+R', press('R', ctrlShift)],
    ['Cmd+R', press('r', cmd)],
    ['F5', press('F5')],
    ['F11', press('F11')],
    ['F12', press('F12')],
    ['F1', press('F1')],
    ['Ctrl+Shift+I', press('I', ctrlShift)],
    ['Ctrl+Shift+J', press('J', ctrlShift)],
    ['Ctrl+Shift+C', press('C', ctrlShift)],
    ['Cmd+Alt+I', press('i', { meta: true, alt: true })],
    ['Ctrl+L', press('l', ctrl)],
    ['Alt+Left', press('ArrowLeft', alt)],
    ['Alt+Right', press('ArrowRight', alt)],
    ['Alt+Home', press('Home', alt)],
    ['Cmd+Left (history on macOS)', press('ArrowLeft', cmd)],
    ['Cmd+[', press('[', cmd)],
    ['Ctrl+Plus', press('+', { control: true, shift: true })],
    ['Ctrl+=', press('=', ctrl)],
    ['Ctrl+Minus', press('-', ctrl)],
    ['Ctrl+0', press('0', ctrl)],
    ['Ctrl+P', press('p', ctrl)],
    ['Ctrl+N', press('n', ctrl)],
    ['Ctrl+Shift+N', press('N', ctrlShift)],
    ['Ctrl+T', press('t', ctrl)],
    ['Ctrl+Tab', press('Tab', ctrl)],
    ['Ctrl+S', press('s', ctrl)],
    ['Ctrl+O', press('o', ctrl)],
    ['Ctrl+U', press('u', ctrl)],
    ['Ctrl+H', press('h', ctrl)],
    ['Cmd+H (hide)', press('h', cmd)],
    ['Cmd+M (minimise)', press('m', cmd)],
    ['Ctrl+Shift+V', press('V', ctrlShift)],
    ['Ctrl+Alt+W (not an AltGr character)', press('w', { control: true, alt: true })],
    ['Alt+Space (window menu)', press(' ', alt)],
    ['Alt+D', press('d', alt)],
    ['Escape (leaves full screen)', press('Escape')],
    ['bare Alt (shows a hidden menu bar)', press('Alt', alt)],
    ['BrowserBack key', press('BrowserBack')],
    ['BrowserRefresh key', press('BrowserRefresh')],
    ['ContextMenu key', press('ContextMenu')],
    ['F5 while composing', press('F5', { isComposing: true })],
  ])('%s', (_name, input) => {
    expect(shouldSwallowKioskInput(input)).toBe(true);
    expect(shouldSwallowKioskInput({ ...input, type: 'keyUp' })).toBe(true);
  });
});

describe('keys that reach the page', () => {
  it.each<[string, KeyInput]>([
    ['a digit', press('7')],
    ['a letter', press('k')],
    ['an upper-case letter', press('K', { shift: true })],
    ['Enter', press('Enter')],
    ['Shift+Enter', press('Enter', { shift: true })],
    ['Tab', press('Tab')],
    ['Shift+Tab', press('Tab', { shift: true })],
    ['Backspace', press('Backspace')],
    ['Delete', press('Delete')],
    ['an arrow', press('ArrowDown')],
    ['Space', press(' ')],
    ['a hyphen', press('-')],
    ['an umlaut', press('ü')],
    ['Ctrl+A', press('a', ctrl)],
    ['Ctrl+C', press('c', ctrl)],
    ['Cmd+C', press('c', cmd)],
    ['Ctrl+V', press('v', ctrl)],
    ['Cmd+V', press('v', cmd)],
    ['Ctrl+X', press('x', ctrl)],
    ['Ctrl+Z', press('z', ctrl)],
    ['Ctrl+Shift+Z', press('Z', ctrlShift)],
    ['Ctrl+Y', press('y', ctrl)],
    ['Ctrl+Backspace', press('Backspace', ctrl)],
    ['Ctrl+Left (word)', press('ArrowLeft', ctrl)],
    ['Ctrl+Shift+Right (select word)', press('ArrowRight', ctrlShift)],
    ['@ via AltGr (Ctrl+Alt on Windows)', press('@', { control: true, alt: true })],
    ['€ via AltGr', press('€', { control: true, alt: true })],
    ['@ via Option on a German Mac', press('@', alt)],
    ['a bare Shift', press('Shift', { shift: true })],
    ['a bare Control', press('Control', ctrl)],
    ['a character being composed by an IME', press('か', { isComposing: true })],
  ])('%s', (_name, input) => {
    expect(shouldSwallowKioskInput(input)).toBe(false);
  });

  it('a scanned barcode passes key by key, Enter included', () => {
    const scan = [...Array.from('4006381333931'), 'Enter'].map((key) => press(key));
    expect(scan.filter(shouldSwallowKioskInput)).toEqual([]);
    const sku = Array.from('SKU-00A1').map((key) => press(key, { shift: /[A-Z]/.test(key) }));
    expect(sku.filter(shouldSwallowKioskInput)).toEqual([]);
  });
});
