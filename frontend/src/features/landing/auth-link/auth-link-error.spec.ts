import { describe, expect, it } from '@jest/globals';

import { readAuthLinkError } from './auth-link-error';

describe('readAuthLinkError', () => {
  it('recognises an expired one-time link', () => {
    expect(
      readAuthLinkError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toBe('expired');
  });

  it('calls any other auth error an invalid link', () => {
    expect(readAuthLinkError('#error=access_denied&error_description=Something+went+wrong')).toBe('invalid');
    expect(readAuthLinkError('#error_code=bad_jwt')).toBe('invalid');
  });

  it.each(['', '#', '#apply', '#what', '#access_token=abc&type=signup'])('ignores the hash "%s"', (hash) => {
    expect(readAuthLinkError(hash)).toBeNull();
  });

  it('reads a hash given without its leading #', () => {
    expect(readAuthLinkError('error=access_denied&error_code=otp_expired')).toBe('expired');
  });
});
