import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../application.events.js';

export class ListApplicationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @ApiPropertyOptional({ enum: ['applied_desc', 'applied_asc'], default: 'applied_desc' })
  @IsOptional()
  @IsIn(['applied_desc', 'applied_asc'])
  sort?: 'applied_desc' | 'applied_asc';
}
