import { IsIn, IsInt, Min } from 'class-validator';
import { STAFF_STATUSES, type StaffStatus } from '../../application.events.js';

export class ChangeApplicationStatusDto {
  /** Any status but 'withdrawn' (set only by the applicant's decline or a missed deadline to confirm). */
  @IsIn(STAFF_STATUSES, { message: `must be one of ${STAFF_STATUSES.join(', ')}` })
  status!: StaffStatus;

  /** The application's `version` as the reviewer saw it. */
  @IsInt()
  @Min(1)
  version!: number;
}
