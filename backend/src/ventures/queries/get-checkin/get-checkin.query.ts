import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { CheckinDto } from '../../checkin-views.dto.js';

/** One check-in of a venture, for its members and staff. */
export class GetCheckinQuery extends Query<CheckinDto> {
  constructor(
    readonly viewer: AuthUser,
    readonly ventureId: string,
    readonly checkinId: string,
  ) {
    super();
  }
}
