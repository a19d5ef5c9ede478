import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';

import { colorTokens, cssVariableName, type ColorToken } from './color-tokens';
import { contrastRatio, luminance } from './contrast';

function contrast(foreground: ColorToken, background: ColorToken): number {
  return contrastRatio(colorTokens[foreground], colorTokens[background]);
}

const TEXT = 4.5;
const UI_PART = 3;

const textPairs: [ColorToken, ColorToken][] = [
  ...(['text', 'textSecondary', 'textTertiary', 'link', 'primary', 'success', 'warning', 'error'] as const).flatMap(
    (text): [ColorToken, ColorToken][] => [
      [text, 'surface'],
      [text, 'pageBackground'],
      [text, 'neutralTagBackground'],
    ],
  ),
  ['placeholder', 'surface'],
  ['success', 'successBackground'],
  ['warning', 'warningBackground'],
  ['error', 'errorBackground'],
  ['primary', 'infoBackground'],
  ['text', 'infoBackground'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['blueText', 'blueBackground'],
  ['greenText', 'greenBackground'],
  ['purpleText', 'purpleBackground'],
  ['orangeText', 'orangeBackground'],
  ['goldText', 'goldBackground'],
  ['cyanText', 'cyanBackground'],
  ['volcanoText', 'volcanoBackground'],
  ['limeText', 'limeBackground'],
  ['redText', 'redBackground'],
  ['magentaText', 'magentaBackground'],
  ['text', 'neutralTagBackground'],
];

const uiPairs: [ColorToken, ColorToken][] = [
  ['controlBorder', 'surface'],
  ['controlBorder', 'pageBackground'],
  ['focusRing', 'surface'],
  ['focusRing', 'pageBackground'],
];

describe('colour tokens', () => {
  it('computes contrast the WCAG way (black on white is 21:1, #767676 on white 4.54:1)', () => {
    expect((luminance('#ffffff') + 0.05) / (luminance('#000000') + 0.05)).toBeCloseTo(21, 5);
    expect((luminance('#ffffff') + 0.05) / (luminance('#767676') + 0.05)).toBeCloseTo(4.54, 2);
  });

  it.each(textPairs)('text %s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(uiPairs)('control part %s on %s reaches 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(UI_PART);
  });

  it('color-tokens.css declares every token with the same value', () => {
    const css = readFileSync(new URL('./color-tokens.css', import.meta.url), 'utf8');
    const declared = Object.fromEntries(
      [...css.matchAll(/(--color-[a-z-]+):\s*(#[0-9a-f]{6});/g)].map(([, name, value]) => [name, value]),
    );
    const expected = Object.fromEntries(
      Object.entries(colorTokens).map(([token, value]) => [cssVariableName(token as ColorToken), value]),
    );
    expect(declared).toEqual(expected);
  });
});
