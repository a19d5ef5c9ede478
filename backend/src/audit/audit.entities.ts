import { AuditCheckpoint } from './audit-checkpoint.entity.js';
import { DomainEventRecord } from './domain-event.entity.js';

/** The event store's tables, registered by AuditModule. */
export const AUDIT_ENTITIES = [DomainEventRecord, AuditCheckpoint];
