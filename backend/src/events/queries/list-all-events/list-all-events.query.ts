import { Query } from '@nestjs/cqrs';
import type { EventDto } from '../../event.dto.js';

/** Every event, newest first, for staff. */
export class ListAllEventsQuery extends Query<EventDto[]> {}
