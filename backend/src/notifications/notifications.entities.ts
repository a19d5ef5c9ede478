import { EmailDelivery } from './email/email-delivery.entity.js';
import { OutboxMessage } from './outbox/outbox-message.entity.js';
import { ScheduledTask } from './schedule/scheduled-task.entity.js';

/** The outbox, email deliveries and recurring tasks' due times, registered by NotificationsModule. */
export const NOTIFICATIONS_ENTITIES = [OutboxMessage, EmailDelivery, ScheduledTask];
