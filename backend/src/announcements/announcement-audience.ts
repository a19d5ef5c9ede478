import { Injectable } from '@nestjs/common';
import { ApplicationRecords } from '../applications/application-records.js';
import { EmailPreferences } from '../email-preferences/email-preferences.js';
import { JudgingSetup } from '../events/judging-setup.js';
import { EventSubmissions } from '../projects/event-submissions.js';
import { ReviewSetup } from '../review/review-setup.js';
import { UserDirectory } from '../users/user-directory.js';
import { CheckinStandings } from '../ventures/queries/checkin-standings/checkin-standings.js';
import type { SegmentChoice } from './announcement-rules.js';

/** One person an announcement goes to. */
export interface AnnouncementRecipientFacts {
  userId: string;
  email: string;
}

/**
 * Who a segment of an event is, read through the owning features' ports (never their tables), as
 * it is at the moment of asking: the preview counts it, the tick sends to it. Each person once,
 * leaving out those who turned announcements off (issue 30 'Preferences').
 */
@Injectable()
export class AnnouncementAudience {
  constructor(
    private readonly applications: ApplicationRecords,
    private readonly submissions: EventSubmissions,
    private readonly judging: JudgingSetup,
    private readonly review: ReviewSetup,
    private readonly checkins: CheckinStandings,
    private readonly users: UserDirectory,
    private readonly preferences: EmailPreferences,
  ) {}

  /** The segment's people with their emails, in a stable order (by id). */
  async of(eventId: string, choice: SegmentChoice): Promise<AnnouncementRecipientFacts[]> {
    const userIds = [...new Set(await this.userIdsOf(eventId, choice))].sort();
    // One after the other: inside a command both share its connection.
    const optedOut = await this.preferences.optedOut(userIds, 'announcements');
    const emails = await this.users.emails(userIds.filter((userId) => !optedOut.has(userId)));
    return userIds.flatMap((userId) => {
      const email = emails.get(userId);
      return email === undefined ? [] : [{ userId, email }];
    });
  }

  private async userIdsOf(eventId: string, choice: SegmentChoice): Promise<string[]> {
    switch (choice.segment) {
      case 'applicants':
        return this.applications.userIdsWithStatus(eventId, choice.applicationStatus);
      case 'not_submitted': {
        const approved = await this.applications.approvedUserIds(eventId);
        const submitted = await this.submittedUserIds(eventId);
        return approved.filter((userId) => !submitted.has(userId));
      }
      case 'submitted_teams':
        return [...(await this.submittedUserIds(eventId))];
      case 'judges':
        return this.judging.judgeIds(eventId);
      case 'reviewers':
        return this.review.seatedReviewersOf(eventId);
      case 'overdue_checkins':
        return this.checkins.overdueMembersOf(eventId);
    }
  }

  /** Everyone on a team that submitted to the event (as submitted, and its members today). */
  private async submittedUserIds(eventId: string): Promise<Set<string>> {
    const listings = await this.submissions.listings(eventId);
    return new Set(listings.flatMap((listing) => listing.teamUserIds));
  }
}
