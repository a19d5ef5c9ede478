import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength, MinLength } from 'class-validator';
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
}
