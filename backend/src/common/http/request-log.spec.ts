import { redactUrl } from './request-log.js';

describe('redactUrl', () => {
  it('hides link tokens and other secrets in the query, keeping the rest', () => {
    expect(redactUrl('/auth/confirm?token=abc_DEF-123')).toBe('/auth/confirm?token=[redacted]');
    expect(redactUrl('/auth/update-password?x=1&token=abc&y=2')).toBe('/auth/update-password?x=1&token=[redacted]&y=2');
    expect(redactUrl('/cb?CODE=abc&access_token=t')).toBe('/cb?CODE=[redacted]&access_token=[redacted]');
  });

  it('hides the token of a team invitation page, which sits in the path', () => {
    expect(redactUrl('/teams/invitations/abc_DEF-123')).toBe('/teams/invitations/[redacted]');
    expect(redactUrl('/teams/invitations/abc?x=1')).toBe('/teams/invitations/[redacted]?x=1');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/events?page=2&tokenish=1')).toBe('/api/events?page=2&tokenish=1');
    expect(redactUrl('/api/token=1')).toBe('/api/token=1');
  });
});
