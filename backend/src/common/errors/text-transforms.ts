/** class-transformer helpers shared by the DTOs: what users type is trimmed before it is validated. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Optional text: trimmed, and an empty string means "none". */
export const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

// A scheme such as `https://` (or `ftp://`); a value without one is an address typed the short way.
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * An optional web address as people type it: trimmed, null when blank, and `https://` put in front
 * of one written without a scheme (`linkedin.com/in/jane`), so it is validated and saved in full.
 */
export const trimToWebUrl = ({ value }: { value: unknown }) => {
  const trimmed = trimToNull({ value });
  if (typeof trimmed !== 'string' || SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
};
