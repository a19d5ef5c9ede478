/**
 * The colours every page uses, chosen to meet WCAG 2.2 AA: 4.5:1 for text on the surfaces it sits
 * on, 3:1 for large text and for the edges and focus rings of controls (color-tokens.spec.ts checks
 * each pair). antd's theme reads them here; the public pages' plain CSS reads the same values as
 * custom properties from color-tokens.css, which the spec keeps in step with this file.
 */
export const colorTokens = {
  surface: '#ffffff',
  pageBackground: '#f7f7fb',
  text: '#1f1f1f',
  textSecondary: '#595959',
  /** Hints, captions, dates: antd's tertiary text (its default, 45% black, is 3.4:1). */
  textTertiary: '#666666',
  placeholder: '#737373',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  onPrimary: '#ffffff',
  link: '#4f46e5',
  /** Edges of inputs, selects and default buttons. */
  controlBorder: '#8c8c8c',
  focusRing: '#4f46e5',
  success: '#237804',
  warning: '#874d00',
  error: '#cf1322',
  /** Light fills of status tags and alerts (antd would derive greyish ones from the dark texts). */
  successBackground: '#f6ffed',
  successBorder: '#b7eb8f',
  warningBackground: '#fffbe6',
  warningBorder: '#ffe58f',
  errorBackground: '#fff1f0',
  errorBorder: '#ffa39e',
  infoBackground: '#eef0ff',
  infoBorder: '#c7c4f7',
  /** Tag and status badge text on its light background. */
  blueText: '#0958d9',
  blueBackground: '#e6f4ff',
  greenText: '#237804',
  greenBackground: '#f6ffed',
  purpleText: '#531dab',
  purpleBackground: '#f9f0ff',
  orangeText: '#ad4e00',
  orangeBackground: '#fff7e6',
  goldText: '#874d00',
  goldBackground: '#fffbe6',
  cyanText: '#006d75',
  cyanBackground: '#e6fffb',
  volcanoText: '#ad2102',
  volcanoBackground: '#fff2e8',
  limeText: '#3f6600',
  limeBackground: '#fcffe6',
  redText: '#a8071a',
  redBackground: '#fff1f0',
  neutralTagBackground: '#fafafa',
  magentaText: '#9e1068',
  magentaBackground: '#fff0f6',
  /** Edges of status badges (decorative: the text carries the meaning, so no contrast minimum). */
  neutralTagBorder: '#d9d9d9',
  blueBorder: '#91caff',
  greenBorder: '#b7eb8f',
  purpleBorder: '#d3adf7',
  orangeBorder: '#ffd591',
  goldBorder: '#ffe58f',
  cyanBorder: '#87e8de',
  limeBorder: '#eaff8f',
  redBorder: '#ffa39e',
  magentaBorder: '#ffadd2',
} as const;

export type ColorToken = keyof typeof colorTokens;

/** The custom property of a token in color-tokens.css: textSecondary → --color-text-secondary. */
export function cssVariableName(token: ColorToken): string {
  return `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
