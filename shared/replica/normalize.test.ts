import { describe, expect, it } from 'vitest';
import { foldText, wordsOf } from './normalize.ts';

/** Folding by its definition, without the shortcut for ASCII text. */
const byDefinition = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

describe('foldText', () => {
  const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
  it.each([
    printable.join(''),
    'SBX-000123 Alpaca Beanie',
    'Crème BRÛLÉE',
    'ﬁne Ｗｉｄｅ ①',
    'İstanbul ΣΟΦΙΑ',
    'tab\there',
    '',
  ])('folds %j as its definition does', (text) => {
    expect(foldText(text)).toBe(byDefinition(text));
  });

  it('makes accented and plain text, in any case, compare equal', () => {
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee');
    expect(wordsOf(foldText('Crème BRÛLÉE — 250 g'))).toEqual(['creme', 'brulee', '250', 'g']);
  });
});
