import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../common/auth/roles.js';

export class ProfileDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  location!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bio!: string | null;

  @ApiProperty({ type: [String] })
  skills!: string[];

  @ApiProperty({ type: String, nullable: true })
  githubUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  portfolioUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl!: string | null;

  /** Send it back with an update: a stale one gets 409 instead of overwriting someone's edit. */
  @ApiProperty()
  version!: number;
}
