/** The Judging tab's coverage line: '{n} of {N} submissions fully reviewed'. */
export function coverageText(fullyReviewed: number, submissions: number): string {
  return `${fullyReviewed} of ${submissions} submissions fully reviewed`;
}

export type PhaseAction = 'open' | 'close' | 'reopen';

type Phase = 'not_started' | 'open' | 'closed' | 'published';

/** The buttons a judging phase offers staff (publishing belongs to the results screens). */
export function phaseActions(phase: Phase): PhaseAction[] {
  switch (phase) {
    case 'not_started':
      return ['open'];
    case 'open':
      return ['close'];
    case 'closed':
      return ['reopen'];
    case 'published':
      return [];
  }
}

export const PHASE_ACTION_TEXT: Record<PhaseAction, { button: string; confirm: string; done: string }> = {
  open: {
    button: 'Open Judging',
    confirm: 'Open judging? Judges can then enter and edit scores.',
    done: 'Judging opened',
  },
  close: {
    button: 'Close Judging',
    confirm: 'Close judging? Score sheets become read-only.',
    done: 'Judging closed',
  },
  reopen: {
    button: 'Reopen Judging',
    confirm: 'Reopen judging? Judges can edit their scores again.',
    done: 'Judging reopened',
  },
};

export type ResultsAction = 'publish' | 'withdraw';

/** The results buttons a judging phase offers staff: publish once closed, withdraw once published. */
export function resultsActions(phase: Phase): ResultsAction[] {
  switch (phase) {
    case 'closed':
      return ['publish'];
    case 'published':
      return ['withdraw'];
    case 'not_started':
    case 'open':
      return [];
  }
}

export const RESULTS_ACTION_TEXT: Record<ResultsAction, { button: string; confirm: string; done: string }> = {
  publish: {
    button: 'Publish Results',
    confirm:
      'Publish results? Everyone can see the leaderboard, and each team member is emailed a link to their results.',
    done: 'Results published',
  },
  withdraw: {
    button: 'Withdraw Results',
    confirm: "Withdraw results? The leaderboard and the teams' results are hidden again until you publish.",
    done: 'Results withdrawn',
  },
};

/**
 * What Publish Results asks: with no winner chosen yet, the results would go out without places,
 * so it warns instead (unknown, while the winners load, counts as chosen: no false alarm).
 */
export function publishConfirmText(winnersChosen: number | undefined): string {
  return winnersChosen === 0 ? 'No winners have been chosen yet. Publish anyway?' : RESULTS_ACTION_TEXT.publish.confirm;
}

/** Staff read the leaderboard from the moment judging opens. */
export function hasLeaderboard(phase: Phase): boolean {
  return phase !== 'not_started';
}

/** The matrix cell of a submission and a judge, found by both ids. */
export function cellKey(submissionId: string, judgeId: string): string {
  return `${submissionId}:${judgeId}`;
}

export function indexCells<T extends { submissionId: string; judgeId: string }>(cells: readonly T[]): Map<string, T> {
  return new Map(cells.map((cell) => [cellKey(cell.submissionId, cell.judgeId), cell]));
}
