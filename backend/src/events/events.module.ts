import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PublicPageData } from '../common/http/public-page-data.js';
import { EmailVerifiedParticipants } from '../users/email-verified-participants.js';
import { RoleChangeParticipants } from '../users/role-change-participants.js';
import { UsersModule } from '../users/users.module.js';
import { EVENTS_ENTITIES } from './events.entities.js';
import { AddCriterionHandler } from './commands/add-criterion/add-criterion.handler.js';
import { AddJudgeHandler } from './commands/add-judge/add-judge.handler.js';
import { ChangeEventStatusHandler } from './commands/change-event-status/change-event-status.handler.js';
import { CreateEventHandler } from './commands/create-event/create-event.handler.js';
import { DeleteEventHandler } from './commands/delete-event/delete-event.handler.js';
import { EditCriterionHandler } from './commands/edit-criterion/edit-criterion.handler.js';
import { ReweighCriteriaHandler } from './commands/reweigh-criteria/reweigh-criteria.handler.js';
import { RemoveJudgeHandler } from './commands/remove-judge/remove-judge.handler.js';
import { UpdateEventHandler } from './commands/update-event/update-event.handler.js';
import { EventCatalog } from './event-catalog.js';
import { EventDependents } from './event-dependents.js';
import { EventRepository } from './event.repository.js';
import { EventsAdminController } from './events-admin.controller.js';
import { EventsController } from './events.controller.js';
import { JudgeCandidatesAdminController } from './judge-candidates-admin.controller.js';
import { JudgeRemovalParticipants } from './judge-removal-participants.js';
import { EventTimelineParticipants } from './event-timeline-participants.js';
import { JudgeSeats } from './judge-seats.js';
import { SeatInvitationRepository } from './seat-invitation.repository.js';
import { SeatInvitations } from './seat-invitations.js';
import { JudgingSetup } from './judging-setup.js';
import { JudgingSetupRepository } from './judging-setup.repository.js';
import { MyJudgingController } from './my-judging.controller.js';
import { GetEventHandler } from './queries/get-event/get-event.handler.js';
import { GetEventCalendarHandler } from './queries/get-event-calendar/get-event-calendar.handler.js';
import { GetMyJudgingHandler } from './queries/get-my-judging/get-my-judging.handler.js';
import { ListAllEventsHandler } from './queries/list-all-events/list-all-events.handler.js';
import { ListCriteriaHandler } from './queries/list-criteria/list-criteria.handler.js';
import { ListJudgeCandidatesHandler } from './queries/list-judge-candidates/list-judge-candidates.handler.js';
import { ListJudgesHandler } from './queries/list-judges/list-judges.handler.js';
import { ListPublicEventsHandler } from './queries/list-public-events/list-public-events.handler.js';
import { PublicEventsCache } from './queries/list-public-events/public-events.cache.js';
import { PublicEventPages } from './public-event-pages.js';

@Module({
  imports: [MikroOrmModule.forFeature(EVENTS_ENTITIES), UsersModule],
  controllers: [EventsController, EventsAdminController, JudgeCandidatesAdminController, MyJudgingController],
  providers: [
    { provide: PublicPageData, useClass: PublicEventPages },
    EventRepository,
    JudgingSetupRepository,
    JudgingSetup,
    EventCatalog,
    EventDependents,
    JudgeRemovalParticipants,
    EventTimelineParticipants,
    JudgeSeats,
    CreateEventHandler,
    UpdateEventHandler,
    ChangeEventStatusHandler,
    DeleteEventHandler,
    AddCriterionHandler,
    EditCriterionHandler,
    ReweighCriteriaHandler,
    AddJudgeHandler,
    RemoveJudgeHandler,
    SeatInvitationRepository,
    SeatInvitations,
    PublicEventsCache,
    ListPublicEventsHandler,
    ListAllEventsHandler,
    GetEventHandler,
    GetEventCalendarHandler,
    ListCriteriaHandler,
    ListJudgesHandler,
    ListJudgeCandidatesHandler,
    GetMyJudgingHandler,
  ],
  exports: [
    EventCatalog,
    EventDependents,
    JudgeRemovalParticipants,
    EventTimelineParticipants,
    JudgingSetup,
    SeatInvitations,
  ],
})
export class EventsModule implements OnModuleInit {
  constructor(
    private readonly emailVerified: EmailVerifiedParticipants,
    private readonly invitations: SeatInvitations,
    private readonly roleChanges: RoleChangeParticipants,
    private readonly seats: JudgeSeats,
  ) {}

  onModuleInit(): void {
    this.emailVerified.register((tx, verified) => this.invitations.accept(tx, verified));
    // A judge demoted to participant stops judging: their seats end with the role (any other role
    // keeps the seats staff gave it, as anyone may judge an event).
    this.roleChanges.register(async (tx, { userId, from, to }) => {
      if (from === 'judge' && to === 'participant') await this.seats.removeEverywhere(tx, userId, 'role_change');
    });
  }
}
