import { describe, expect, it } from '@jest/globals';

import type { Milestone, VentureCheckin, VentureEntry } from './api/get-venture';
import { ventureTimeline } from './timeline';
import { changesBetweenEntries, entryChanges } from './what-changed';

function entry(id: string, submittedAt: string, extra: Partial<VentureEntry> = {}): VentureEntry {
  return {
    submissionId: id,
    projectId: `p-${id}`,
    sprint: { eventId: `e-${id}`, title: `Sprint ${id}` },
    track: 'startup',
    submittedAt,
    late: false,
    title: 'Beacon',
    tagline: 'Find your way',
    descriptionMd: 'A map.',
    demoUrl: null,
    repoUrl: null,
    team: [{ userId: 'u1', name: 'Ada', role: 'owner' }],
    standing: null,
    ...extra,
  };
}

function milestone(id: string, occurredOn: string, recordedAt: string): Milestone {
  return {
    id,
    type: 'design_partner',
    occurredOn,
    figures: { organisation: 'Acme' },
    link: null,
    description: null,
    verified: false,
    verifiedAt: null,
    verificationNote: null,
    checkinId: null,
    evidence: [],
    recordedAt,
  };
}

function checkin(id: string, state: VentureCheckin['state'], dueAt: string, answeredAt: string | null): VentureCheckin {
  return {
    id,
    sprint: { eventId: 'e1', title: 'Sprint 1' },
    offsetDays: 30,
    dueAt,
    state,
    askedAt: state === 'scheduled' ? null : dueAt,
    answeredAt,
  };
}

describe('the venture timeline', () => {
  it('mixes entries, milestones and check-ins newest first', () => {
    const items = ventureTimeline(
      [entry('1', '2026-03-08T10:00:00Z'), entry('2', '2026-09-08T10:00:00Z')],
      [milestone('m1', '2026-05-01', '2026-05-02T09:00:00Z')],
      [
        checkin('c1', 'answered', '2026-04-07T00:00:00Z', '2026-04-10T12:00:00Z'),
        checkin('c2', 'asked', '2026-06-06T00:00:00Z', null),
        checkin('c3', 'scheduled', '2026-12-06T00:00:00Z', null),
        checkin('c4', 'cancelled', '2026-08-06T00:00:00Z', null),
      ],
    );
    expect(items.map((item) => item.key)).toEqual(['entry-2', 'checkin-c2', 'milestone-m1', 'checkin-c1', 'entry-1']);
  });

  it('puts the later recorded of two milestones on one day first, and a check-in above the milestones it recorded', () => {
    const items = ventureTimeline(
      [],
      [
        milestone('early', '2026-05-01', '2026-05-01T08:00:00Z'),
        milestone('late', '2026-05-01', '2026-05-01T18:00:00Z'),
      ],
      [checkin('c1', 'answered', '2026-04-30T00:00:00Z', '2026-05-01T00:00:00Z')],
    );
    expect(items.map((item) => item.key)).toEqual(['checkin-c1', 'milestone-late', 'milestone-early']);
  });
});

describe('what changed between entries', () => {
  it('names the changed fields and who joined or left, since the earlier sprint', () => {
    const earlier = entry('1', '2026-03-08T10:00:00Z', {
      team: [
        { userId: 'u1', name: 'Ada', role: 'owner' },
        { userId: 'u2', name: 'Bo', role: 'member' },
      ],
    });
    const later = entry('2', '2026-09-08T10:00:00Z', {
      title: 'Beacon Pro',
      tagline: ' Find your way ',
      team: [
        { userId: 'u1', name: 'Ada', role: 'owner' },
        { userId: 'u3', name: 'Cy', role: 'member' },
      ],
    });
    expect(entryChanges(earlier, later)).toEqual({
      since: 'Sprint 1',
      fields: [{ field: 'Title', before: 'Beacon', after: 'Beacon Pro' }],
      joined: ['Cy'],
      left: ['Bo'],
    });
  });

  it('compares each entry with the one before it, newest first', () => {
    const changes = changesBetweenEntries([
      entry('3', '2026-12-01T00:00:00Z', { descriptionMd: 'A better map.' }),
      entry('2', '2026-09-01T00:00:00Z'),
      entry('1', '2026-06-01T00:00:00Z', { tagline: null }),
    ]);
    expect(changes.map((change) => [change.since, change.fields.map((field) => field.field)])).toEqual([
      ['Sprint 2', ['Description']],
      ['Sprint 1', ['Tagline']],
    ]);
    expect(changesBetweenEntries([entry('1', '2026-06-01T00:00:00Z')])).toEqual([]);
  });
});
