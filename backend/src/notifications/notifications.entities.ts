import { EmailDelivery } from './email/email-delivery.entity.js';
import { OutboxMessage } from './outbox/outbox-message.entity.js';

/** The outbox and email deliveries, registered by NotificationsModule. */
export const NOTIFICATIONS_ENTITIES = [OutboxMessage, EmailDelivery];
