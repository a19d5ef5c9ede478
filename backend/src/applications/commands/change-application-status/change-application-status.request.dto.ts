import { IsIn, IsInt, Min } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../application.events.js';

export class ChangeApplicationStatusDto {
  @IsIn(APPLICATION_STATUSES, { message: `must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status!: ApplicationStatus;

  /** The application's `version` as the reviewer saw it. */
  @IsInt()
  @Min(1)
  version!: number;
}
