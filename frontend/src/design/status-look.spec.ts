import { describe, expect, it } from '@jest/globals';

import type { components } from '@/api/generated/schema';

import { colorTokens } from './color-tokens';
import { contrastRatio } from './contrast';
import {
  applicationLook,
  statesOf,
  STATUS_LOOKS,
  statusLook,
  TONES,
  trackLabel,
  trackLook,
  type StatusKind,
  type StatusLook,
  type Tone,
} from './status-look';

type Schemas = components['schemas'];

// Compile-time: a state the API adds without a look in the map fails the type check here.
const everyApiState: {
  application: Record<Schemas['ApplicationDto']['status'], StatusLook>;
  event: Record<Schemas['EventDto']['status'], StatusLook>;
  judgingPhase: Record<Schemas['JudgingPhase'], StatusLook>;
  assignment: Record<Schemas['AssignmentState'], StatusLook>;
  project: Record<Schemas['ProjectSummaryDto']['status'], StatusLook>;
  submission: Record<Schemas['SubmissionDto']['status'], StatusLook>;
  ventureStage: Record<Schemas['VentureCardDto']['stage'], StatusLook>;
} = STATUS_LOOKS;

const kinds = Object.keys(STATUS_LOOKS) as StatusKind[];
const everyLook: [string, string, StatusLook][] = kinds.flatMap((kind) =>
  statesOf(kind).map((state): [string, string, StatusLook] => [kind, String(state), statusLook(kind, state)]),
);
const STATE_KINDS = kinds.filter((kind) => kind !== 'track');

describe('the status map', () => {
  it('covers every state of the API', () => {
    expect(Object.keys(everyApiState.application).sort()).toEqual([
      'approved',
      'pending',
      'rejected',
      'waitlisted',
      'withdrawn',
    ]);
    expect(Object.keys(everyApiState.event).sort()).toEqual(['active', 'completed', 'draft', 'upcoming']);
    expect(Object.keys(everyApiState.judgingPhase).sort()).toEqual(['closed', 'not_started', 'open', 'published']);
    expect(Object.keys(everyApiState.assignment).sort()).toEqual(['assigned', 'completed', 'recused']);
    expect(Object.keys(everyApiState.project).sort()).toEqual(['active', 'draft', 'submitted']);
    expect(Object.keys(everyApiState.submission).sort()).toEqual(['judged', 'late', 'submitted', 'winner']);
    expect(Object.keys(everyApiState.ventureStage).sort()).toEqual([
      'design_partner',
      'funded',
      'idea',
      'pilot',
      'revenue',
      'stopped',
      'validating',
    ]);
  });

  it.each(everyLook)('%s %s has a label and a tone made of colour tokens', (_kind, _state, look) => {
    expect(look.label.trim()).not.toBe('');
    const tone = TONES[look.tone];
    for (const token of [tone.text, tone.background, tone.border]) expect(colorTokens).toHaveProperty(token);
  });

  it.each(Object.entries(TONES))(
    '%s text reaches 4.5:1 on its own fill and on the page',
    (_tone, { text, background }) => {
      expect(contrastRatio(colorTokens[text], colorTokens[background])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colorTokens[text], colorTokens.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('tells the states of one kind apart by colour as well as by word', () => {
    for (const kind of kinds) {
      const looks = statesOf(kind).map((state) => statusLook(kind, state));
      expect(new Set(looks.map((look) => look.tone)).size).toBe(looks.length);
      expect(new Set(looks.map((look) => look.label)).size).toBe(looks.length);
    }
  });

  it('gives a word one colour whichever kind it names (Active, Draft, Submitted, Completed)', () => {
    const toneOfLabel = new Map<string, Tone>();
    for (const [kind, state, look] of everyLook) {
      const seen = toneOfLabel.get(look.label);
      if (seen) expect([kind, state, look.tone]).toEqual([kind, state, seen]);
      toneOfLabel.set(look.label, look.tone);
    }
    expect(statusLook('event', 'active')).toEqual(statusLook('project', 'active'));
    expect(statusLook('project', 'submitted')).toEqual(statusLook('submission', 'submitted'));
  });

  it('keeps the colour of a state for its meaning: green live, orange waiting, red refused, grey not begun', () => {
    expect(statusLook('application', 'approved').tone).toBe('green');
    expect(statusLook('judgingPhase', 'open').tone).toBe('green');
    expect(statusLook('application', 'pending').tone).toBe('orange');
    expect(statusLook('assignment', 'assigned').tone).toBe('orange');
    expect(statusLook('application', 'rejected').tone).toBe('red');
    expect(statusLook('event', 'draft').tone).toBe('neutral');
    expect(statusLook('judgingPhase', 'not_started').tone).toBe('neutral');
  });
});

describe('application statuses', () => {
  it('shows each known status as such and anything else as pending, with the spec marks', () => {
    expect(applicationLook('approved')).toEqual({ label: 'Approved', tone: 'green', icon: '✓' });
    expect(applicationLook('rejected')).toEqual({ label: 'Rejected', tone: 'red', icon: '✗' });
    expect(applicationLook('pending')).toEqual({ label: 'Pending', tone: 'orange', icon: '⏳' });
    expect(applicationLook('waitlisted')).toEqual({ label: 'Waitlisted', tone: 'blue', icon: '…' });
    expect(applicationLook('withdrawn')).toEqual({ label: 'Withdrawn', tone: 'neutral', icon: '↩' });
    expect(applicationLook('on-hold')).toBe(applicationLook('pending'));
    expect(applicationLook('approved')).toBe(statusLook('application', 'approved'));
  });
});

describe('spec words', () => {
  it("uses the spec's labels for the participant phase and the judge's queue", () => {
    expect(statesOf('eventPhase').map((phase) => statusLook('eventPhase', phase).label)).toEqual([
      'Starts Soon',
      'Active',
      'In Judging',
      'Completed',
    ]);
    expect(statesOf('assignment').map((state) => statusLook('assignment', state).label)).toEqual([
      'To score',
      'Scored',
      'Recused',
    ]);
  });
});

describe('venture stages', () => {
  it('reads in the order a venture grows, stopped apart in red', () => {
    expect(statesOf('ventureStage').map((stage) => statusLook('ventureStage', stage).label)).toEqual([
      'Idea',
      'Validating',
      'Design partner',
      'Pilot',
      'Revenue',
      'Funded',
      'Stopped',
    ]);
    expect(statusLook('ventureStage', 'stopped').tone).toBe('red');
    expect(statusLook('ventureStage', 'idea').tone).toBe('neutral');
  });
});

describe('tracks', () => {
  it('tells discovery, startup and any other track apart, in hues no status uses', () => {
    const tones = ['discovery', 'startup', 'fintech'].map((track) => trackLook(track).tone);
    expect(new Set(tones).size).toBe(3);
    const statusTones = new Set(
      STATE_KINDS.flatMap((kind) => statesOf(kind).map((state) => statusLook(kind, state).tone)),
    );
    for (const tone of tones) expect(statusTones.has(tone)).toBe(false);
  });

  it('looks the same however the track is spelt, and every custom track alike', () => {
    expect(trackLook('Discovery')).toBe(trackLook('discovery'));
    expect(trackLook('fintech').tone).toBe(trackLook('Climate').tone);
    expect(trackLabel('startup')).toBe('Startup');
    expect(trackLabel('fintech')).toBe('Fintech');
    expect(trackLabel('')).toBe('');
    expect(trackLook('fintech').label).toBe(trackLabel('fintech'));
  });
});
