import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../common/auth/roles.js';

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  role!: Role;
}

/** A signed-in session: the access token to send as a Bearer header, and when it expires. */
export class SessionDto {
  accessToken!: string;

  /** ISO time; refresh shortly before (the refresh token travels in an httpOnly cookie). */
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  user!: SessionUserDto;
}
