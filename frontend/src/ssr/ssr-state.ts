import type { DehydratedState } from '@tanstack/react-query';

/** The id of the inert JSON block a server-rendered page carries its state in. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** What a server-rendered page hands the client, so it hydrates what the server drew. */
export interface SsrState {
  /** When the server rendered (epoch ms): countdowns hydrate with the moment the server used. */
  renderedAt: number;
  /** The TanStack Query cache the page was rendered from: the client does not fetch it again at once. */
  queries: DehydratedState;
  /** The date texts the server drew (lib/date-texts.ts): hydration draws them without formatting dates again. */
  dateTexts?: Record<string, string>;
}

// `<` as \u003c closes no </script>, and U+2028/2029 are spelled out for older parsers.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON that is safe inside a <script type="application/json"> element, whatever strings it holds. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The state of a server-rendered page, or null when the page was not rendered on the server. */
export function readSsrState(document: Document): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
