import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApplicationDecisionParticipants } from '../applications/application-decisions.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module.js';
import { EventsModule } from '../events/events.module.js';
import { DueWorkSources } from '../notifications/schedule/due-work-sources.js';
import { UsersModule } from '../users/users.module.js';
import { AnswerFollowUpHandler } from './commands/answer-follow-up/answer-follow-up.handler.js';
import { AskDueFollowUpsHandler } from './commands/ask-due-follow-ups/ask-due-follow-ups.handler.js';
import { WithdrawFollowUpConsentHandler } from './commands/withdraw-follow-up-consent/withdraw-follow-up-consent.handler.js';
import { FollowUpDecisions } from './follow-up-decisions.js';
import { FollowUpDueWork } from './follow-up-due-work.js';
import { FollowUpOutcomes } from './follow-up-outcomes.js';
import { FollowUpRepository } from './follow-up.repository.js';
import { FollowUpsController } from './follow-ups.controller.js';
import { FOLLOW_UPS_ENTITIES } from './follow-ups.entities.js';
import { GetApplicationFollowUpHandler } from './queries/get-application-follow-up/get-application-follow-up.handler.js';
import { GetFollowUpHandler } from './queries/get-follow-up/get-follow-up.handler.js';

/**
 * The follow-up survey of applicants (insights.md 5): scheduled 180 days after a consenting
 * applicant's decision (ApplicationDecisionParticipants), asked and reminded by the one scheduler
 * (DueWorkSources), answered or refused by the applicant. FollowUpOutcomes is insights' read port.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(FOLLOW_UPS_ENTITIES),
    ApplicationsModule,
    EventsModule,
    UsersModule,
    EmailPreferencesModule,
  ],
  controllers: [FollowUpsController],
  providers: [
    FollowUpRepository,
    FollowUpDecisions,
    FollowUpDueWork,
    FollowUpOutcomes,
    AskDueFollowUpsHandler,
    AnswerFollowUpHandler,
    WithdrawFollowUpConsentHandler,
    GetFollowUpHandler,
    GetApplicationFollowUpHandler,
  ],
  exports: [FollowUpOutcomes],
})
export class FollowUpsModule implements OnModuleInit {
  constructor(
    private readonly decisions: ApplicationDecisionParticipants,
    private readonly followUpDecisions: FollowUpDecisions,
    private readonly dueWork: DueWorkSources,
    private readonly followUpDueWork: FollowUpDueWork,
  ) {}

  onModuleInit(): void {
    this.decisions.register(this.followUpDecisions);
    this.dueWork.register(this.followUpDueWork);
  }
}
