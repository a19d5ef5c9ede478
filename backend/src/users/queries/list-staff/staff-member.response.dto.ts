import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../common/auth/roles.js';

export class StaffMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ enum: ROLES })
  role!: Role;
}
