import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../../common/auth/roles.js';
import { trim } from '../../../common/errors/text-transforms.js';
import { PageQueryDto } from '../../../common/http/page-query.dto.js';
import { USER_SORTS, type UserSort } from '../../user.repository.js';

export class ListUsersQueryDto extends PageQueryDto {
  /** Part of a name or email. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  /** A column and a direction; newest accounts first by default. */
  @ApiProperty({ default: 'joined_desc', enum: USER_SORTS })
  @IsOptional()
  @IsIn(USER_SORTS)
  sort?: UserSort;
}
