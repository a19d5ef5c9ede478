import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_CATEGORIES, type EmailCategory } from '../../../notifications/email/email-message.js';

/** One category's switch. */
export class EmailCategoryPreferenceDto {
  @ApiProperty({ enum: EMAIL_CATEGORIES })
  category!: EmailCategory;

  /** 'Team activity' */
  name!: string;

  description!: string;

  /** True: its emails are sent; false: turned off. */
  on!: boolean;
}

/** Emails no switch turns off. */
export class AlwaysSentEmailDto {
  name!: string;
  description!: string;
}

export class EmailPreferencesDto {
  @ApiProperty({ type: [EmailCategoryPreferenceDto] })
  categories!: EmailCategoryPreferenceDto[];

  /** Account and decision emails: always sent. */
  @ApiProperty({ type: [AlwaysSentEmailDto] })
  alwaysSent!: AlwaysSentEmailDto[];
}
