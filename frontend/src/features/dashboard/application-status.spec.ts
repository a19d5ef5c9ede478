import { describe, expect, it } from '@jest/globals';

import { applicationStatusView } from './application-status';

describe('applicationStatusView', () => {
  it('shows approved and rejected as such, and anything else as pending', () => {
    expect(applicationStatusView('approved').label).toBe('Approved');
    expect(applicationStatusView('rejected').label).toBe('Rejected');
    expect(applicationStatusView('pending').label).toBe('Pending');
    expect(applicationStatusView('waitlisted').label).toBe('Pending');
  });
});
