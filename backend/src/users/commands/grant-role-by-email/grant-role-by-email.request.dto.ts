import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { EmailDto } from '../../../common/accounts/email.dto.js';

export const GRANTABLE_ROLES = ['admin', 'organizer', 'participant'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export class GrantRoleDto extends EmailDto {
  @ApiProperty({ default: 'organizer' })
  @IsIn(GRANTABLE_ROLES, { message: `must be one of ${GRANTABLE_ROLES.join(', ')}` })
  role!: GrantableRole;
}
