import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AUDIT_ENTITIES } from './audit.entities.js';
import { AuditCheckpoints } from './audit-checkpoints.js';
import { AuditHead } from './audit-head.js';
import { ChainVerifier } from './chain-verifier.js';
import { CheckpointSigner } from './checkpoint-signer.js';
import { EventStore } from './event-store.js';
import { ProjectionRegistry } from './projections/projection-registry.js';

@Global()
@Module({
  imports: [MikroOrmModule.forFeature(AUDIT_ENTITIES), DiscoveryModule],
  providers: [
    EventStore,
    AuditHead,
    ChainVerifier,
    ProjectionRegistry,
    AuditCheckpoints,
    {
      provide: CheckpointSigner,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new CheckpointSigner(config.auditCheckpoint.key),
    },
  ],
  exports: [EventStore, AuditHead, ChainVerifier, ProjectionRegistry, AuditCheckpoints],
})
export class AuditModule {}
