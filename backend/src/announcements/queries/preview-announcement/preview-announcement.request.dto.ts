import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_ANNOUNCEMENT_BODY, MAX_ANNOUNCEMENT_SUBJECT } from '../../announcement-rules.js';
import { AnnouncementSegmentDto } from '../../announcement-segment.dto.js';

/** The form as it stands: the segment to count, and the text to preview (either may still be empty). */
export class PreviewAnnouncementDto extends AnnouncementSegmentDto {
  @ApiPropertyOptional({ maxLength: MAX_ANNOUNCEMENT_SUBJECT })
  @IsOptional()
  @IsString({ message: 'The subject must be text' })
  @MaxLength(MAX_ANNOUNCEMENT_SUBJECT, {
    message: `The subject must be at most ${MAX_ANNOUNCEMENT_SUBJECT} characters`,
  })
  subject?: string;

  @ApiPropertyOptional({ maxLength: MAX_ANNOUNCEMENT_BODY })
  @IsOptional()
  @IsString({ message: 'The message must be text' })
  @MaxLength(MAX_ANNOUNCEMENT_BODY, { message: `The message must be at most ${MAX_ANNOUNCEMENT_BODY} characters` })
  bodyMd?: string;
}

/** Who it would reach now, and the email's text as each of them would get it. */
export class AnnouncementPreviewDto {
  /** People in the segment now, each once, without those who turned announcements off. */
  @ApiProperty({ type: 'integer' })
  recipientCount!: number;

  @ApiProperty()
  subject!: string;

  /** The email's plain text (the markdown as written, then the footer). */
  @ApiProperty()
  text!: string;
}
