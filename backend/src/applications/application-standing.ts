import { Injectable } from '@nestjs/common';
import { ApplicationRepository } from './application.repository.js';
import { ApplicationNotApprovedForEvent } from './applications.errors.js';

/**
 * What other features may read of applications: whether someone takes part in an event. Only an
 * approved applicant does (decisions.md), whatever their role: staff are not exempt as participants.
 */
@Injectable()
export class ApplicationStanding {
  constructor(private readonly applications: ApplicationRepository) {}

  /** Inside a command the application stays locked against a review until the command ends. */
  isApproved(userId: string, eventId: string): Promise<boolean> {
    return this.applications.isApproved(userId, eventId);
  }

  /** Refuses with 'Your application to this event has not been approved.' unless it is. */
  async assertApproved(userId: string, eventId: string): Promise<void> {
    if (!(await this.isApproved(userId, eventId))) throw new ApplicationNotApprovedForEvent();
  }

  /**
   * `assertApproved`, holding the application row exclusively until the command ends: commands that
   * must not run side by side for one participant of one event (joining two teams at once) queue here.
   */
  async assertApprovedExclusively(userId: string, eventId: string): Promise<void> {
    if (!(await this.applications.isApproved(userId, eventId, 'update'))) throw new ApplicationNotApprovedForEvent();
  }

  approvedEventIds(userId: string): Promise<string[]> {
    return this.applications.approvedEventIds(userId);
  }

  /**
   * `select user_id, role from applications where event_id = eventId and status = 'approved'`, not
   * executed: a source other features join into one query (Find Teams' people list).
   */
  approvedApplicantsOf(eventId: string): ReturnType<ApplicationRepository['approvedApplicantsOf']> {
    return this.applications.approvedApplicantsOf(eventId);
  }
}
