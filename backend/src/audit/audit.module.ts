import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuditAdminController } from './audit-admin.controller.js';
import { AuditLogHandler } from './audit-log.query.js';
import { ChainVerifier } from './chain-verifier.js';
import { EventStore } from './event-store.js';
import { ProjectionRegistry } from './projections/projection-registry.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [AuditAdminController],
  providers: [EventStore, ChainVerifier, ProjectionRegistry, AuditLogHandler],
  exports: [EventStore, ChainVerifier, ProjectionRegistry],
})
export class AuditModule {}
