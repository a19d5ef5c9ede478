import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, IsUrl, IsUUID, MaxLength, MinLength } from 'class-validator';
import { trim, trimToWebUrl } from '../../../common/errors/text-transforms.js';
import { APPLICATION_ROLES, type ApplicationRole } from '../../application.events.js';

export class SubmitApplicationDto {
  /** Optional; trimmed, null when blank, otherwise an http(s) URL (`linkedin.com/in/jane` is saved as `https://linkedin.com/in/jane`). */
  @Transform(trimToWebUrl)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'LinkedIn must be a valid URL.' })
  @MaxLength(500)
  linkedinUrl?: string | null;

  /** Developer = Dev, Product Manager = PM. */
  @IsIn(APPLICATION_ROLES, { message: 'Please fill in all required fields.' })
  role!: ApplicationRole;

  /** 'Why do you want to join? What skills do you bring?' The 500 counter is advisory, as specified. */
  @Transform(trim)
  @IsString({ message: 'Please fill in all required fields.' })
  @MinLength(1, { message: 'Please fill in all required fields.' })
  @MaxLength(10_000)
  shortAnswer!: string;

  /** 'Are you continuing a venture?': one of the applicant's ventures; null or left out for none. */
  @IsOptional()
  @IsUUID('all', { message: 'Please choose one of your ventures.' })
  ventureId?: string | null;

  /**
   * The event's custom questions: question id -> answer (text for short/long text, a choice and a
   * URL; a number; true/false for yes/no; a list of choices for multiple choice). Each is checked
   * against its question; a problem is a 400 naming `answers.<questionId>` and the question.
   */
  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { type: 'string' } },
      ],
    },
  })
  @IsOptional()
  @IsObject({ message: 'Answers must be an object.' })
  answers?: Record<string, string | number | boolean | string[]>;

  /** 'May we ask you in 6 months how your idea went?' (optional; left out is no). */
  @IsOptional()
  @IsBoolean({ message: 'Follow-up consent must be true or false.' })
  followUpConsent?: boolean;
}
