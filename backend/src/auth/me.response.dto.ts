import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../common/auth/roles.js';

export class MeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  /** Display name; null until the profile has one. */
  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  emailConfirmedAt!: string | null;
}
