import { Query } from '@nestjs/cqrs';
import type { EventDto } from '../../event.dto.js';

/** Active and upcoming events, soonest first. */
export class ListPublicEventsQuery extends Query<readonly EventDto[]> {}
