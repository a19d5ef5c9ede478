import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ApplicationRecords } from '../applications/application-records.js';
import { isEventOf } from '../audit/domain-event.js';
import { EventCatalog } from '../events/event-catalog.js';
import { EventCreated, EventDeleted, EventStatusChanged } from '../events/event.events.js';
import { isPublicStatus } from '../events/event-rules.js';
import { JudgingSetup } from '../events/judging-setup.js';
import { ProjectMembers } from '../projects/project-members.js';
import { EventCommitted } from '../transactions/command-transaction.js';
import { isPublicChange, liveMessageOf, type LiveRelations } from './live-event.js';
import { LiveHub } from './live-hub.js';
import { FailureStreak } from '../common/failure-streak.js';

/** Phase changes of an event's judging: its judges' queues open or close. */
const JUDGING_PHASE_TYPES = new Set(['judging.opened', 'judging.closed', 'judging.reopened']);

/**
 * Changes to what an event's Find Teams page shows (a team's listing, title, size and owner; who is
 * looking for a team): every participant approved for the event may be reading it.
 */
const FIND_TEAMS_TYPES = new Set([
  'project.updated',
  'team.listing_updated',
  'team.invitation_accepted',
  'team.join_request_accepted',
  'team.member_left',
  'team.member_removed',
  'team.ownership_transferred',
  'team.seeking_changed',
]);

/**
 * After a command commits (CommandTransaction publishes EventCommitted only then), its events go
 * to every instance's streams. Uncommitted work never leaves the process.
 */
@EventsHandler(EventCommitted)
export class LivePublisher implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(LivePublisher.name);
  /** Every committed event is published: an outage of Redis is two lines, not one an event. */
  private readonly outage = new FailureStreak(this.logger, 'Publishing committed events live');

  constructor(
    private readonly hub: LiveHub,
    private readonly applications: ApplicationRecords,
    private readonly projectMembers: ProjectMembers,
    private readonly judgingSetup: JudgingSetup,
    private readonly events: EventCatalog,
  ) {}

  handle({ event }: EventCommitted): void {
    this.publish(event).then(
      () => this.outage.succeeded(),
      (error: unknown) => this.outage.failed(error),
    );
  }

  private async publish(event: EventCommitted['event']): Promise<void> {
    await this.hub.publish([liveMessageOf(event, await this.relationsOf(event))]);
  }

  /**
   * Who an event concerns that its payload does not name, as of now (after the commit): the
   * applicant of an application, the team of a project, the judges of an event's judging; whether
   * the public sees the hackathon event of a public change.
   */
  private async relationsOf(event: EventCommitted['event']): Promise<LiveRelations> {
    if (event.streamType === 'application') {
      const parties =
        event.type === 'application.submitted' && event.actorId
          ? { userId: event.actorId, eventId: (event.payload as { eventId: string }).eventId }
          : (await this.applications.parties([event.streamId])).get(event.streamId);
      return parties ? { userIds: [parties.userId], eventId: parties.eventId } : {};
    }
    // A team's stream has its project's id.
    if (event.streamType === 'project' || event.streamType === 'team') {
      const members = await this.projectMembers.userIds(event.streamId);
      if (!FIND_TEAMS_TYPES.has(event.type)) return { userIds: members };
      const eventId = await this.projectMembers.eventIdOf(event.streamId);
      if (!eventId) return { userIds: members };
      return { userIds: [...members, ...(await this.applications.approvedUserIds(eventId))], eventId };
    }
    // A person's 'Looking for a team' switch, on their own stream, for one event.
    if (FIND_TEAMS_TYPES.has(event.type)) {
      const { eventId } = event.payload as { eventId: string };
      return { userIds: await this.applications.approvedUserIds(eventId), eventId };
    }
    // The judging stream has the event's id.
    if (JUDGING_PHASE_TYPES.has(event.type)) {
      return { userIds: await this.judgingSetup.judgeIds(event.streamId) };
    }
    if (isPublicChange(event.type)) return { eventIsPublic: await this.eventIsPublic(event) };
    return {};
  }

  /**
   * Whether the public sees the hackathon event (as its page does: not a draft), before or after
   * the change: a draft that goes public, or a public event taken back to draft, changes what
   * everyone's lists show; a draft's changes stay with staff.
   */
  private async eventIsPublic(event: EventCommitted['event']): Promise<boolean> {
    if (isEventOf(event, [EventCreated.TYPE])) return isPublicStatus(event.payload.status);
    if (isEventOf(event, [EventStatusChanged.TYPE])) {
      return isPublicStatus(event.payload.from) || isPublicStatus(event.payload.to);
    }
    // Gone now: its status when deleted tells (unknown for an old event: kept with staff).
    if (isEventOf(event, [EventDeleted.TYPE])) {
      return event.payload.status !== undefined && isPublicStatus(event.payload.status);
    }
    // An event's and its judging's streams have its id; a winner's payload names it.
    const { eventId } = event.payload as { eventId?: unknown };
    const facts = await this.events.findById(typeof eventId === 'string' ? eventId : event.streamId);
    return facts !== undefined && isPublicStatus(facts.status);
  }
}
