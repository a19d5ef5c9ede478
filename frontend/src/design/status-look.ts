import type { ColorToken } from './color-tokens';

/**
 * One look, one meaning: the label and colour of every state the product shows (applications,
 * events, judging, projects and submissions) and of tracks, for public and staff pages alike.
 * A colour keeps its meaning across kinds: grey not yet begun, blue scheduled or handed in, green
 * live or positive, orange waiting on someone, red refused or late, purple finished, gold a winner;
 * a word several kinds share (Active, Draft, Submitted, Completed) has one colour; tracks take hues
 * no state uses (cyan, lime, magenta).
 */
export type Tone = 'neutral' | 'blue' | 'green' | 'orange' | 'gold' | 'red' | 'purple' | 'cyan' | 'lime' | 'magenta';

/** Each tone's text, fill and edge: the text passes 4.5:1 on its fill (status-look.spec.ts checks it). */
export const TONES: Record<Tone, { text: ColorToken; background: ColorToken; border: ColorToken }> = {
  neutral: { text: 'text', background: 'neutralTagBackground', border: 'neutralTagBorder' },
  blue: { text: 'blueText', background: 'blueBackground', border: 'blueBorder' },
  green: { text: 'greenText', background: 'greenBackground', border: 'greenBorder' },
  orange: { text: 'orangeText', background: 'orangeBackground', border: 'orangeBorder' },
  gold: { text: 'goldText', background: 'goldBackground', border: 'goldBorder' },
  red: { text: 'redText', background: 'redBackground', border: 'redBorder' },
  purple: { text: 'purpleText', background: 'purpleBackground', border: 'purpleBorder' },
  cyan: { text: 'cyanText', background: 'cyanBackground', border: 'cyanBorder' },
  lime: { text: 'limeText', background: 'limeBackground', border: 'limeBorder' },
  magenta: { text: 'magentaText', background: 'magentaBackground', border: 'magentaBorder' },
};

export interface StatusLook {
  label: string;
  tone: Tone;
  /** A mark before the label (the spec's check, cross and hourglass for applications). */
  icon?: string;
}

export const STATUS_LOOKS = {
  /**
   * Spec section 4: approved, rejected, anything else pending (check, cross or hourglass); the
   * waitlist (review.md) is blue like anything queued for later, with an ellipsis; withdrawn (a
   * spot declined or not confirmed in time) is grey: it ended without a decision against anyone.
   */
  application: {
    pending: { label: 'Pending', tone: 'orange', icon: '⏳' },
    approved: { label: 'Approved', tone: 'green', icon: '✓' },
    waitlisted: { label: 'Waitlisted', tone: 'blue', icon: '…' },
    rejected: { label: 'Rejected', tone: 'red', icon: '✗' },
    withdrawn: { label: 'Withdrawn', tone: 'neutral', icon: '↩' },
  },
  event: {
    draft: { label: 'Draft', tone: 'neutral' },
    upcoming: { label: 'Upcoming', tone: 'blue' },
    active: { label: 'Active', tone: 'green' },
    completed: { label: 'Completed', tone: 'purple' },
  },
  /** Where a participant's event stands by its dates (the spec's phase badge words). */
  eventPhase: {
    upcoming: { label: 'Starts Soon', tone: 'blue' },
    active: { label: 'Active', tone: 'green' },
    judging: { label: 'In Judging', tone: 'orange' },
    completed: { label: 'Completed', tone: 'purple' },
  },
  /** Worded to stand alone: the same badge sits on the judge's queue, the staff card and leaderboards. */
  judgingPhase: {
    not_started: { label: 'Judging not started', tone: 'neutral' },
    open: { label: 'Judging open', tone: 'green' },
    closed: { label: 'Judging closed', tone: 'orange' },
    published: { label: 'Results published', tone: 'purple' },
  },
  /** A judge's review of one submission (judging.md: To score / Scored / Recused). */
  assignment: {
    assigned: { label: 'To score', tone: 'orange' },
    completed: { label: 'Scored', tone: 'green' },
    recused: { label: 'Recused', tone: 'neutral' },
  },
  project: {
    draft: { label: 'Draft', tone: 'neutral' },
    active: { label: 'Active', tone: 'green' },
    submitted: { label: 'Submitted', tone: 'blue' },
  },
  /** Submitted reads as the project's Submitted: handed in, in the judges' hands. */
  submission: {
    submitted: { label: 'Submitted', tone: 'blue' },
    judged: { label: 'Judged', tone: 'purple' },
    winner: { label: 'Winner', tone: 'gold' },
    /** Not a status of its own: the marker beside one when it came in after the deadline. */
    late: { label: 'Late', tone: 'red' },
  },
  /**
   * A venture's derived stage (ventures.md), one step to the next: grey nothing yet, blue talking to
   * users, orange a partner waiting on the product, green a live pilot, purple earning, gold funded,
   * red stopped.
   */
  ventureStage: {
    idea: { label: 'Idea', tone: 'neutral' },
    validating: { label: 'Validating', tone: 'blue' },
    design_partner: { label: 'Design partner', tone: 'orange' },
    pilot: { label: 'Pilot', tone: 'green' },
    revenue: { label: 'Revenue', tone: 'purple' },
    funded: { label: 'Funded', tone: 'gold' },
    stopped: { label: 'Stopped', tone: 'red' },
  },
  /** A milestone staff confirmed, or one shown as its team reported it (ventures.md 'Verified'). */
  milestoneVerification: {
    verified: { label: 'Verified', tone: 'green', icon: '✓' },
    self_reported: { label: 'Self-reported', tone: 'neutral' },
  },
  /** The programme's two tracks; any other track is magenta under its own name (trackLook). */
  track: {
    discovery: { label: 'Discovery', tone: 'cyan' },
    startup: { label: 'Startup', tone: 'lime' },
  },
} as const satisfies Record<string, Record<string, StatusLook>>;

export type StatusKind = keyof typeof STATUS_LOOKS;
export type StateOf<K extends StatusKind> = keyof (typeof STATUS_LOOKS)[K];

export function statusLook<K extends StatusKind>(kind: K, state: StateOf<K>): StatusLook {
  return (STATUS_LOOKS[kind] as Record<StateOf<K>, StatusLook>)[state];
}

/** The states of a kind in the map's order (for filters and menus). */
export function statesOf<K extends StatusKind>(kind: K): StateOf<K>[] {
  return Object.keys(STATUS_LOOKS[kind]) as StateOf<K>[];
}

export function statusLabel<K extends StatusKind>(kind: K, state: StateOf<K>): string {
  return statusLook(kind, state).label;
}

function isApplicationStatus(status: string): status is StateOf<'application'> {
  return Object.hasOwn(STATUS_LOOKS.application, status);
}

/** An application status as the spec shows it: a status the map does not know reads as pending. */
export function applicationLook(status: string): StatusLook {
  return isApplicationStatus(status) ? STATUS_LOOKS.application[status] : STATUS_LOOKS.application.pending;
}

function isKnownTrack(track: string): track is StateOf<'track'> {
  return Object.hasOwn(STATUS_LOOKS.track, track);
}

/** 'discovery' reads 'Discovery'; custom tracks keep their own spelling, first letter raised. */
export function trackLabel(track: string): string {
  const known = track.toLowerCase();
  if (isKnownTrack(known)) return STATUS_LOOKS.track[known].label;
  return track.length > 0 ? track.charAt(0).toUpperCase() + track.slice(1) : track;
}

/** The two programme tracks stand apart from any other track. */
export function trackLook(track: string): StatusLook {
  const known = track.toLowerCase();
  return isKnownTrack(known) ? STATUS_LOOKS.track[known] : { label: trackLabel(track), tone: 'magenta' };
}
