import { IsIn } from 'class-validator';
import { ROLES, type Role } from '../../../common/auth/roles.js';

export class ChangeRoleDto {
  @IsIn(ROLES, { message: `must be one of ${ROLES.join(', ')}` })
  role!: Role;
}
