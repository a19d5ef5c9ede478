import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EventsModule } from '../events/events.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { UsersModule } from '../users/users.module.js';
import { VenturesModule } from '../ventures/ventures.module.js';
import { AuditAdminController } from './audit-admin.controller.js';
import { ListAuditLogHandler } from './queries/list-audit-log/list-audit-log.handler.js';
import { SearchAuditSubjectsHandler } from './queries/search-audit-subjects/search-audit-subjects.handler.js';
import { RecordNames } from './record-names.js';
import { RecordSearch } from './record-search.js';

/** The admin audit log screen: the event store in words, named through the owners' read models. */
@Module({
  imports: [UsersModule, EventsModule, ApplicationsModule, ProjectsModule, VenturesModule],
  controllers: [AuditAdminController],
  providers: [ListAuditLogHandler, SearchAuditSubjectsHandler, RecordNames, RecordSearch],
})
export class AuditLogModule {}
