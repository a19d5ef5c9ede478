import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../common/auth/roles.js';

export class MeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  email!: string;

  role!: Role;

  /** Display name; null until the profile has one. */
  name!: string | null;

  @ApiProperty({ type: String, format: 'date-time' }) // type: decorator metadata records `string | null` as Object
  emailConfirmedAt!: string | null;

  /** True while the account has signed in only once: the first sign-in is greeted 'Welcome', later ones 'Welcome back'. */
  firstSignIn!: boolean;
}
