import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuditAdminController } from './audit-admin.controller.js';
import { ListAuditLogHandler } from './queries/list-audit-log/list-audit-log.handler.js';

/** The admin audit log screen: the event store, with the names of the people who acted. */
@Module({
  imports: [UsersModule],
  controllers: [AuditAdminController],
  providers: [ListAuditLogHandler],
})
export class AuditLogModule {}
