import { Query } from '@nestjs/cqrs';
import type { UserCountDto } from './user-count.response.dto.js';

export class CountUsersQuery extends Query<UserCountDto> {}
