import { describe, expect, it } from '@jest/globals';

import { keysToInvalidate } from './live-invalidation';
import { myJudgingKeys, projectKeys, teamKeys } from './query-keys';

describe('keysToInvalidate', () => {
  it("refreshes the admin applications screens and the participant's status on an application change", () => {
    expect(keysToInvalidate('application.status_changed')).toEqual([['admin'], ['applications']]);
  });

  it('refreshes the leaderboards when results or winners change', () => {
    expect(keysToInvalidate('judging.results_published')).toContainEqual(['results']);
    expect(keysToInvalidate('winner.added')).toContainEqual(['results']);
    expect(keysToInvalidate('winner.added')).toContainEqual(['admin']);
  });

  it('refreshes event pages on an event change, and nothing for unknown types', () => {
    expect(keysToInvalidate('event.status_changed')).toContainEqual(['events']);
    expect(keysToInvalidate('something.else')).toEqual([]);
  });

  it("refreshes the participant's project and team screens on a teammate's project or team change", () => {
    for (const type of ['project.updated', 'project.submitted', 'team.invitation_accepted', 'team.member_left']) {
      expect(keysToInvalidate(type)).toContainEqual(projectKeys.all);
      expect(teamKeys.forEvent('e1').slice(0, projectKeys.all.length)).toEqual([...projectKeys.all]);
    }
  });

  it("refreshes a judge's queue when they are seated or the criteria change, not on every event change", () => {
    expect(keysToInvalidate('event.judge_added')).toContainEqual(myJudgingKeys.all);
    expect(keysToInvalidate('event.criterion_edited')).toContainEqual(myJudgingKeys.all);
    expect(keysToInvalidate('event.updated')).not.toContainEqual(myJudgingKeys.all);
    expect(keysToInvalidate('judging.opened')).toContainEqual(myJudgingKeys.all);
  });

  it("refreshes the staff Review tab when another staff member changes an event's review setup", () => {
    for (const type of [
      'review_setup.settings_changed',
      'review_setup.criterion_added',
      'review_setup.reviewer_seated',
    ]) {
      expect(keysToInvalidate(type)).toEqual([['admin']]);
    }
  });
});
