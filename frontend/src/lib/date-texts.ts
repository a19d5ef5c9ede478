/**
 * Dates as text, by what was asked ('in-zone|<iso>|<zone>'). A page rendered on the server hands the
 * browser the date texts it drew (`SsrState.dateTexts`), and the browser draws those while it hydrates
 * instead of formatting them again: a browser's first Intl date format with a zone name ('EDT') loads
 * the locale and zone data in one go, 13 to 20 ms on the 2-core development machine (80 ms while
 * that data is not yet in the file cache) and four times that at Lighthouse's phone CPU, inside a
 * task that blocks input. The server's texts are also, by construction, the ones hydration must match.
 */
const known = new Map<string, string>();
let recording: Map<string, string> | undefined;

/** The text for `key`: the server's when it handed one over, `format()`'s otherwise. */
export function dateText(key: string, format: () => string): string {
  const text = known.get(key) ?? format();
  recording?.set(key, text);
  return text;
}

/** Server: runs `render` (synchronous, as renderToString is) and returns the date texts it drew beside its result. */
export function recordDateTexts<T>(render: () => T): { result: T; dateTexts: Record<string, string> } {
  const texts = new Map<string, string>();
  recording = texts;
  try {
    const result = render();
    return { result, dateTexts: Object.fromEntries(texts) };
  } finally {
    recording = undefined;
  }
}

/** Browser: the server's date texts for the page about to hydrate. */
export function adoptServerDateTexts(texts: Record<string, string> | undefined): void {
  for (const [key, text] of Object.entries(texts ?? {})) {
    if (typeof text === 'string') known.set(key, text);
  }
}
