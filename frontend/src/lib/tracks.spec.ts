import { describe, expect, it } from '@jest/globals';

import { statusLabel, trackColor, trackLabel } from './tracks';

describe('tracks', () => {
  it('gives discovery, startup and other tracks distinct colours', () => {
    const colours = new Set([trackColor('discovery'), trackColor('startup'), trackColor('fintech')]);
    expect(colours.size).toBe(3);
    expect(trackColor('Discovery')).toBe(trackColor('discovery'));
  });

  it('capitalises labels', () => {
    expect(trackLabel('startup')).toBe('Startup');
    expect(statusLabel('active')).toBe('Active');
    expect(trackLabel('')).toBe('');
  });
});
