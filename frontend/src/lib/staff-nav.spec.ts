import { describe, expect, it } from '@jest/globals';

import { adminHome, showsFindTeams, showsJudging, showsVentures, staffNavItems } from './staff-nav';

const labels = (role: Parameters<typeof staffNavItems>[0]) => staffNavItems(role).map((item) => item.label);

describe('staffNavItems', () => {
  it('gives admins every staff screen', () => {
    expect(staffNavItems('admin')).toEqual([
      { path: '/admin', label: 'Applications & Users' },
      { path: '/admin/bootstrap', label: 'Events & Judging' },
      { path: '/admin/ventures', label: 'Ventures' },
      { path: '/admin/insights', label: 'Insights' },
      { path: '/admin/audit', label: 'Audit Log' },
      { path: '/admin/settings/access', label: 'Access' },
    ]);
  });

  it('gives organizers only the screens they may open', () => {
    expect(labels('organizer')).toEqual(['Events & Judging', 'Ventures', 'Insights', 'Access']);
  });

  it.each(['participant', 'judge', null, undefined] as const)('gives %s no Admin menu', (role) => {
    expect(staffNavItems(role)).toEqual([]);
  });
});

describe('showsJudging', () => {
  it('shows Judging to judges, and to any role seated as a judge of an event', () => {
    expect(showsJudging('judge', false)).toBe(true);
    for (const role of ['admin', 'organizer', 'participant'] as const) {
      expect(showsJudging(role, false)).toBe(false);
      expect(showsJudging(role, true)).toBe(true);
    }
    expect(showsJudging(null, false)).toBe(false);
  });
});

describe('adminHome', () => {
  it('keeps /admin for admins and sends organizers to /admin/bootstrap, the staff screen they may open', () => {
    expect(adminHome('admin')).toBe('/admin');
    expect(adminHome('organizer')).toBe('/admin/bootstrap');
    expect(staffNavItems('organizer').map((item) => item.path)).toContain(adminHome('organizer'));
  });
});

describe('showsFindTeams', () => {
  it('shows Find Teams to participants only', () => {
    expect(showsFindTeams('participant')).toBe(true);
    for (const role of ['admin', 'organizer', 'judge', null, undefined] as const)
      expect(showsFindTeams(role)).toBe(false);
  });
});

describe('showsVentures', () => {
  it('shows Ventures in the header to participants only (staff have the Admin menu)', () => {
    expect(showsVentures('participant')).toBe(true);
    for (const role of ['admin', 'organizer', 'judge', null, undefined] as const)
      expect(showsVentures(role)).toBe(false);
  });
});
