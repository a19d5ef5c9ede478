import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module.js';
import { EventsModule } from '../events/events.module.js';
import { EventTimelineParticipants } from '../events/event-timeline-participants.js';
import { DueWorkSources } from '../notifications/schedule/due-work-sources.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { UsersModule } from '../users/users.module.js';
import { CheckinScheduling } from './checkin-scheduling.repository.js';
import { CheckinsController } from './checkins.controller.js';
import { VENTURE_CHECKINS_ENTITIES } from './checkins.entities.js';
import { AnswerCheckinHandler } from './commands/answer-checkin/answer-checkin.handler.js';
import { AskDueCheckinsHandler } from './commands/ask-due-checkins/ask-due-checkins.handler.js';
import { CheckinDueWork } from './commands/ask-due-checkins/checkin-due-work.js';
import { CheckinTimeline } from './commands/schedule-checkins/checkin-timeline.js';
import { CheckinStandings } from './queries/checkin-standings/checkin-standings.js';
import { GetCheckinHandler } from './queries/get-checkin/get-checkin.handler.js';
import { VenturesModule } from './ventures.module.js';

/**
 * Venture check-ins (ventures.md 'Check-ins and reminders'), on top of VenturesModule: created when
 * an event completes (EventTimelineParticipants), asked and reminded by the one scheduler
 * (DueWorkSources), answered by members. CheckinStandings is the portfolio's read port.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(VENTURE_CHECKINS_ENTITIES),
    VenturesModule,
    EventsModule,
    ProjectsModule,
    UsersModule,
    EmailPreferencesModule,
  ],
  controllers: [CheckinsController],
  providers: [
    CheckinScheduling,
    CheckinTimeline,
    CheckinDueWork,
    CheckinStandings,
    AnswerCheckinHandler,
    AskDueCheckinsHandler,
    GetCheckinHandler,
  ],
  exports: [CheckinStandings],
})
export class VentureCheckinsModule implements OnModuleInit {
  constructor(
    private readonly timeline: EventTimelineParticipants,
    private readonly checkinTimeline: CheckinTimeline,
    private readonly dueWork: DueWorkSources,
    private readonly checkinDueWork: CheckinDueWork,
  ) {}

  onModuleInit(): void {
    this.timeline.register(this.checkinTimeline);
    this.dueWork.register(this.checkinDueWork);
  }
}
