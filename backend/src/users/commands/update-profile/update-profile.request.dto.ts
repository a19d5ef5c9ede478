import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength, Min } from 'class-validator';
import { trim, trimToNull } from '../../../common/errors/text-transforms.js';

/** An optional link: trimmed, blank means none, otherwise an http(s) URL of at most 500 characters. */
const OptionalUrl = () =>
  applyDecorators(
    Transform(trimToNull),
    IsOptional(),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: 'must be a valid URL starting with http:// or https://' },
    ),
    MaxLength(500),
  );

export class UpdateProfileDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100)
  firstName!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100)
  lastName!: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  bio?: string | null;

  /** Trimmed; empty entries dropped; each skill once (case-insensitive). */
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
  @IsInt()
  @Min(1)
  version!: number;
}
