import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { trim, trimToNull } from '../common/errors/text-transforms.js';
import type { ProjectFields } from './project.events.js';

const WEB_URL = { protocols: ['http', 'https'], require_protocol: true };

export class ProjectImageDto {
  @ApiProperty({ example: 'https://example.com/screenshot.png' })
  @Transform(trim)
  @IsUrl(WEB_URL, { message: 'All image URLs must be valid.' })
  @MaxLength(2000)
  url!: string;

  @ApiProperty({ example: 'The dashboard' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Every image needs alt text.' })
  @MaxLength(300)
  alt!: string;
}

/** Create and edit share the fields; text is trimmed and an empty optional field is saved as null. */
export class ProjectInputDto {
  @Transform(trim)
  @IsString({ message: 'Project title is required.' })
  @IsNotEmpty({ message: 'Project title is required.' })
  @MaxLength(200, { message: 'Project title must be at most 200 characters.' })
  title!: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Tagline must be at most 300 characters.' })
  tagline?: string | null;

  /** Markdown; rendered sanitised wherever it is shown. */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(20_000, { message: 'Description must be at most 20000 characters.' })
  descriptionMd?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(WEB_URL, { message: 'Demo URL must be a valid URL.' })
  @MaxLength(2000)
  demoUrl?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(WEB_URL, { message: 'Repository URL must be a valid URL.' })
  @MaxLength(2000)
  repoUrl?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3, { message: 'A project has at most 3 images.' })
  // ValidateNested alone lets a list inside the list through, to fail later as a 500.
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ProjectImageDto)
  images?: ProjectImageDto[];
}

/** What create and edit hand to their command: optional fields as null, images without extra keys. */
export function projectFieldsOf(body: ProjectInputDto): ProjectFields {
  return {
    title: body.title,
    tagline: body.tagline ?? null,
    descriptionMd: body.descriptionMd ?? null,
    demoUrl: body.demoUrl ?? null,
    repoUrl: body.repoUrl ?? null,
    images: (body.images ?? []).map(({ url, alt }) => ({ url, alt })),
  };
}
