import { DomainEvent } from '../../audit/domain-event.js';

/** 1st, 2nd, 3rd, and 4 = Honorable Mention. */
export const WINNER_PLACES = [1, 2, 3, 4] as const;

const WINNER = 'winner';

export class WinnerAdded extends DomainEvent<{
  eventId: string;
  submissionId: string;
  projectId: string;
  track: string;
  place: number;
  note: string | null;
}> {
  static readonly TYPE = 'winner.added';
  readonly type = WinnerAdded.TYPE;
  readonly streamType = WINNER;
}

export class WinnerRemoved extends DomainEvent<{
  eventId: string;
  submissionId: string;
  projectId: string;
  track: string;
  place: number;
}> {
  static readonly TYPE = 'winner.removed';
  readonly type = WinnerRemoved.TYPE;
  readonly streamType = WINNER;
}

declare module '../../audit/domain-event.js' {
  interface EventPayloads {
    [WinnerAdded.TYPE]: WinnerAdded['payload'];
    [WinnerRemoved.TYPE]: WinnerRemoved['payload'];
  }
}
