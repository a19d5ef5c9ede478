import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { PageQueryDto } from '../../../common/http/page-query.dto.js';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  type ApplicationRole,
  type ApplicationStatus,
} from '../../application.events.js';
import { APPLICATION_SORTS, type ApplicationSort } from '../../application.repository.js';

export class ListApplicationsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @IsOptional()
  @IsIn(APPLICATION_ROLES)
  role?: ApplicationRole;

  /** Part of the applicant's name or email, case-insensitive. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(100)
  search?: string | null;

  /** A column and a direction; newest applications first by default. */
  @ApiProperty({ default: 'applied_desc', enum: APPLICATION_SORTS })
  @IsOptional()
  @IsIn(APPLICATION_SORTS)
  sort?: ApplicationSort;
}
