import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DiscoveryModule } from '@nestjs/core';
import { EmailDeliveryFigures } from './email-delivery-figures.js';
import { EmailDeliveryRecorder } from './email/email-delivery-recorder.js';
import { EmailOutbox } from './email/email-outbox.js';
import { LostEmailJobs } from './email/lost-email-jobs.js';
import { LostEmailRecovery } from './email/lost-email-recovery.js';
import { Mailer } from './email/mailer.js';
import { NOTIFICATIONS_ENTITIES } from './notifications.entities.js';
import { SendEmailJob } from './email/send-email.job.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { OutboxWriter } from './outbox/outbox-writer.js';
import { DueWorkSources } from './schedule/due-work-sources.js';
import { DueWorkTick } from './schedule/due-work-tick.js';
import { TaskSchedule } from './schedule/task-schedule.js';
import { JobOutbox } from '../transactions/job-outbox.js';
// Installs `tx.sendEmail(message)` on every TransactionScope.
import { QueueProducer } from './queue-producer.js';
import { RUN_WORKERS, WorkerRuntime } from './worker-runtime.js';

/** Outbox, queues and the email worker. `runWorkers` decides whether this process consumes jobs. */
@Global()
// Registered here, once when this file loads, not in forRoot: @mikro-orm/nestjs empties its entity
// list at the first registration after an app closes, so one made per forRoot would drop the others'.
@Module({ imports: [MikroOrmModule.forFeature(NOTIFICATIONS_ENTITIES)] })
export class NotificationsModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: RUN_WORKERS, useValue: options.runWorkers },
        QueueProducer,
        { provide: JobOutbox, useClass: OutboxWriter },
        OutboxRelay,
        EmailOutbox,
        LostEmailJobs,
        TaskSchedule,
        LostEmailRecovery,
        DueWorkSources,
        DueWorkTick,
        Mailer,
        EmailDeliveryRecorder,
        EmailDeliveryFigures,
        SendEmailJob,
        WorkerRuntime,
      ],
      exports: [
        QueueProducer,
        JobOutbox,
        OutboxRelay,
        WorkerRuntime,
        EmailOutbox,
        EmailDeliveryFigures,
        DueWorkSources,
        DueWorkTick,
      ],
    };
  }
}
