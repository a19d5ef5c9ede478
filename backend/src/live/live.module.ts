import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EventsModule } from '../events/events.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { LiveController } from './live.controller.js';
import { LiveHub } from './live-hub.js';
import { LivePublisher } from './live-publisher.js';

/**
 * Live updates: committed domain events go through Redis pub/sub to every app instance, which
 * writes the ones each user may see to their `GET /api/stream`.
 */
@Module({
  imports: [ApplicationsModule, EventsModule, ProjectsModule],
  controllers: [LiveController],
  providers: [LiveHub, LivePublisher],
  exports: [LiveHub],
})
export class LiveModule {}
