import { Query } from '@nestjs/cqrs';
import type { AttachableEventDto } from './list-attachable-events.response.dto.js';

export class ListAttachableEventsQuery extends Query<AttachableEventDto[]> {}
