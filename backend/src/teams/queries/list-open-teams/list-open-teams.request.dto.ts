import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { APPLICATION_ROLES, type ApplicationRole } from '../../../applications/application.events.js';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { IsPageNumber } from '../../../common/http/page-query.dto.js';

/** `?eventId=&skill=&role=&page=` of both Find Teams lists. */
export class FindTeamsQueryDto {
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;

  /** Part of a skill, case-insensitive. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(100)
  skill?: string | null;

  @ApiProperty({ enum: APPLICATION_ROLES, required: false })
  @IsOptional()
  @IsIn(APPLICATION_ROLES, { message: `must be one of ${APPLICATION_ROLES.join(', ')}` })
  role?: ApplicationRole;

  @IsPageNumber()
  page?: number;
}
