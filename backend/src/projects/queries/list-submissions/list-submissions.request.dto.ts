import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { PageQueryDto } from '../../../common/http/page-query.dto.js';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../project.events.js';
import { SUBMISSION_SORTS, type SubmissionSort } from '../../submission.repository.js';

/** A query string carries 'true' or 'false'; anything else stays as sent and is refused. */
const booleanFlag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class ListSubmissionsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(50)
  track?: string;

  /** Part of the submitted title, case-insensitive. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(200)
  search?: string;

  /** `false`: only submissions without a winner entry (the ones Add Winner offers); `true`: only winners. */
  @IsOptional()
  @Transform(booleanFlag)
  @IsBoolean()
  awarded?: boolean;

  @IsOptional()
  @IsIn(SUBMISSION_STATUSES)
  status?: SubmissionStatus;

  /** `true`: only those submitted in the grace period; `false`: only those on time. */
  @IsOptional()
  @Transform(booleanFlag)
  @IsBoolean()
  late?: boolean;

  /** A column and a direction; newest submissions first by default. */
  @ApiProperty({ default: 'submitted_desc', enum: SUBMISSION_SORTS })
  @IsOptional()
  @IsIn(SUBMISSION_SORTS)
  sort?: SubmissionSort;
}
