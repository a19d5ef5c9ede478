import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../../../common/auth/roles.js';

export class StaffMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  email!: string;

  name!: string | null;

  role!: Role;
}
