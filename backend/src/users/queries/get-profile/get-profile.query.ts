import { Query } from '@nestjs/cqrs';
import type { ProfileDto } from './profile.response.dto.js';

export class GetProfileQuery extends Query<ProfileDto> {
  constructor(readonly userId: string) {
    super();
  }
}
