import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../application.events.js';

export class ListApplicationsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @ApiProperty({ default: 'applied_desc' })
  @IsOptional()
  @IsIn(['applied_desc', 'applied_asc'])
  sort?: 'applied_desc' | 'applied_asc';
}
