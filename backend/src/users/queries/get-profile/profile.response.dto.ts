import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../../../common/auth/roles.js';

export class ProfileDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  email!: string;

  role!: Role;

  name!: string | null;

  firstName!: string | null;

  lastName!: string | null;

  location!: string | null;

  bio!: string | null;

  skills!: string[];

  githubUrl!: string | null;

  linkedinUrl!: string | null;

  portfolioUrl!: string | null;

  avatarUrl!: string | null;

  /**
   * The uploaded avatar (PUT /api/me/avatar), shown instead of avatarUrl when set; add `/320` for
   * the small size.
   */
  @ApiProperty({ type: String, nullable: true, example: '/api/files/4f0c2a4e-7d3b-4c41-9a53-3c2b1d0e9f11' })
  avatarFileUrl!: string | null;

  /** Send it back with an update: a stale one gets 409 instead of overwriting someone's edit. */
  version!: number;
}
