import { Module } from '@nestjs/common';
import { AuditAdminController } from './audit-admin.controller.js';
import { PeopleDirectory, ProfileNamesDirectory } from './people-directory.js';
import { ListAuditLogHandler } from './queries/list-audit-log/list-audit-log.handler.js';

/** The admin audit log screen: the event store, with the names of the people who acted. */
@Module({
  controllers: [AuditAdminController],
  providers: [ListAuditLogHandler, { provide: PeopleDirectory, useClass: ProfileNamesDirectory }],
})
export class AuditLogModule {}
