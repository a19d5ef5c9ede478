import { describe, expect, it } from '@jest/globals';

import {
  cellKey,
  coverageText,
  hasLeaderboard,
  indexCells,
  phaseActions,
  publishConfirmText,
  RESULTS_ACTION_TEXT,
  resultsActions,
} from './judging-progress';

describe('coverageText', () => {
  it("reads '{n} of {N} submissions fully reviewed'", () => {
    expect(coverageText(1, 2)).toBe('1 of 2 submissions fully reviewed');
    expect(coverageText(0, 0)).toBe('0 of 0 submissions fully reviewed');
  });
});

describe('phaseActions', () => {
  it('follows not_started -> open -> closed, and closed back to open', () => {
    expect(phaseActions('not_started')).toEqual(['open']);
    expect(phaseActions('open')).toEqual(['close']);
    expect(phaseActions('closed')).toEqual(['reopen']);
  });

  it('offers nothing once published (the results screens withdraw it)', () => {
    expect(phaseActions('published')).toEqual([]);
  });
});

describe('indexCells', () => {
  it('finds a cell by submission and judge', () => {
    const cells = [
      { submissionId: 's1', judgeId: 'j1', state: 'assigned' },
      { submissionId: 's1', judgeId: 'j2', state: 'completed' },
    ];
    const index = indexCells(cells);
    expect(index.get(cellKey('s1', 'j2'))?.state).toBe('completed');
    expect(index.get(cellKey('s2', 'j1'))).toBeUndefined();
  });
});

describe('resultsActions', () => {
  it('offers Publish Results once closed and Withdraw Results once published', () => {
    expect(resultsActions('not_started')).toEqual([]);
    expect(resultsActions('open')).toEqual([]);
    expect(resultsActions('closed')).toEqual(['publish']);
    expect(resultsActions('published')).toEqual(['withdraw']);
    expect(RESULTS_ACTION_TEXT.publish.button).toBe('Publish Results');
    expect(RESULTS_ACTION_TEXT.withdraw.button).toBe('Withdraw Results');
  });
});

describe('hasLeaderboard', () => {
  it('links the leaderboard from the moment judging opens', () => {
    expect(hasLeaderboard('not_started')).toBe(false);
    expect(['open', 'closed', 'published'].every((phase) => hasLeaderboard(phase as 'open'))).toBe(true);
  });
});

describe('publishConfirmText', () => {
  it('warns when no winner is chosen yet', () => {
    expect(publishConfirmText(0)).toBe('No winners have been chosen yet. Publish anyway?');
  });

  it('asks the usual question once winners are chosen, or while they load', () => {
    expect(publishConfirmText(2)).toBe(RESULTS_ACTION_TEXT.publish.confirm);
    expect(publishConfirmText(undefined)).toBe(RESULTS_ACTION_TEXT.publish.confirm);
  });
});
