import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  Min,
} from 'class-validator';
import { ROLES, type Role } from '../common/auth/roles.js';
import { EmailDto } from '../auth/auth.dto.js';
import { trim, trimToNull } from '../common/errors/text-transforms.js';
import { PageQueryDto } from '../common/http/page-query.dto.js';

/** An optional link: trimmed, blank means none, otherwise an http(s) URL of at most 500 characters. */
const OptionalUrl = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    Transform(trimToNull),
    IsOptional(),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: 'must be a valid URL starting with http:// or https://' },
    ),
    MaxLength(500),
  );

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

export class UpdateProfileDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100)
  firstName!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100)
  lastName!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  bio?: string | null;

  /** Trimmed; empty entries dropped; each skill once (case-insensitive). */
  @ApiProperty({ type: [String] })
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((skill) => (typeof skill === 'string' ? skill.trim() : skill)).filter((skill) => skill !== '')
      : value,
  )
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  skills!: string[];

  @OptionalUrl()
  githubUrl?: string | null;

  @OptionalUrl()
  linkedinUrl?: string | null;

  @OptionalUrl()
  portfolioUrl?: string | null;

  @OptionalUrl()
  avatarUrl?: string | null;

  /** The `version` of the profile this edit started from. */
  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

export const GRANTABLE_ROLES = ['admin', 'organizer', 'participant'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export class GrantRoleDto extends EmailDto {
  @ApiProperty({ enum: GRANTABLE_ROLES, default: 'organizer' })
  @IsIn(GRANTABLE_ROLES, { message: `must be one of ${GRANTABLE_ROLES.join(', ')}` })
  role!: GrantableRole;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `must be one of ${ROLES.join(', ')}` })
  role!: Role;
}

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

export class UserSummaryDto extends StaffMemberDto {
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class UserPageDto {
  @ApiProperty({ type: [UserSummaryDto] })
  items!: UserSummaryDto[];

  @ApiProperty()
  total!: number;
}

export class ListUsersQueryDto extends PageQueryDto {
  /** Part of a name or email. */
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  search?: string;
}

export class AccessStatusDto {
  /** False until the first admin exists: then the First Time Setup card is offered. */
  @ApiProperty()
  adminExists!: boolean;
}

export class BootstrapResultDto {
  @ApiProperty({ enum: ['created', 'exists'] })
  result!: 'created' | 'exists';
}
