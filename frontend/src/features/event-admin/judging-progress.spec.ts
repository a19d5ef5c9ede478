import { describe, expect, it } from '@jest/globals';

import { cellKey, coverageText, indexCells, phaseActions } from './judging-progress';

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
