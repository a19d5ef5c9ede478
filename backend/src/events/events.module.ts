import { Module } from '@nestjs/common';
import { AcceptInvitationsOnVerification, AcceptJudgeInvitationsHandler } from './commands/accept-judge-invitations.js';
import { CreateEventHandler } from './commands/create-event.command.js';
import { ChangeEventStatusHandler, DeleteEventHandler } from './commands/event-admin.commands.js';
import {
  AddCriterionHandler,
  AddJudgeHandler,
  EditCriterionHandler,
  RemoveJudgeHandler,
} from './commands/judging-setup.commands.js';
import { EventCatalog } from './event-catalog.js';
import { EventDependents } from './event-dependents.js';
import { EventsAdminController } from './events-admin.controller.js';
import { EventsController } from './events.controller.js';
import {
  GetEventHandler,
  ListAllEventsHandler,
  ListCriteriaHandler,
  ListJudgesHandler,
} from './queries/event-queries.js';
import { ListPublicEventsHandler, PublicEventsCache } from './queries/public-events.query.js';

@Module({
  controllers: [EventsController, EventsAdminController],
  providers: [
    CreateEventHandler,
    ChangeEventStatusHandler,
    DeleteEventHandler,
    AddCriterionHandler,
    EditCriterionHandler,
    AddJudgeHandler,
    RemoveJudgeHandler,
    AcceptJudgeInvitationsHandler,
    AcceptInvitationsOnVerification,
    PublicEventsCache,
    ListPublicEventsHandler,
    ListAllEventsHandler,
    GetEventHandler,
    ListCriteriaHandler,
    ListJudgesHandler,
    EventCatalog,
    EventDependents,
  ],
  exports: [EventCatalog, EventDependents],
})
export class EventsModule {}
