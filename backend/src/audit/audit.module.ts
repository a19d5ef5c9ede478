import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ChainVerifier } from './chain-verifier.js';
import { EventStore } from './event-store.js';
import { ProjectionRegistry } from './projections/projection-registry.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [EventStore, ChainVerifier, ProjectionRegistry],
  exports: [EventStore, ChainVerifier, ProjectionRegistry],
})
export class AuditModule {}
