import type { QueryKey } from '@tanstack/react-query';

import {
  eventKeys,
  myJudgingKeys,
  participantApplicationKeys,
  projectKeys,
  resultKeys,
  staffDataKeys,
} from './query-keys';

/**
 * The queries a live event makes stale, by the kind of record it is about (its type's prefix).
 * Invalidating refetches only the queries on screen; the others refetch when next shown.
 */
export function keysToInvalidate(eventType: string): QueryKey[] {
  switch (eventType.split('.')[0]) {
    case 'application':
      // The admin applications table and its pending cards; the participant's status on the
      // dashboard and the event page.
      return [staffDataKeys.all, participantApplicationKeys.all];
    case 'event':
      return [
        eventKeys.all,
        staffDataKeys.all,
        resultKeys.all,
        projectKeys.all,
        // A judge seated or removed (the header's Judging entry, the queue), criteria on the sheets.
        ...(/^event\.(judge|criterion)_/.test(eventType) ? [myJudgingKeys.all] : []),
      ];
    case 'project':
    case 'team':
    case 'winner':
      // Events, Submissions and Winners tabs; leaderboards; the participant's projects and their
      // team screens (team keys sit under the projects' key): a teammate's change shows at once.
      return [staffDataKeys.all, projectKeys.all, resultKeys.all];
    case 'judging':
      // The Judging tab, the judge's queue, leaderboards once results are published.
      return [staffDataKeys.all, myJudgingKeys.all, resultKeys.all];
    case 'user':
    case 'review_setup':
      // An event's review setup (settings, rubric, reviewers): the staff Review tab.
      return [staffDataKeys.all];
    default:
      return [];
  }
}
