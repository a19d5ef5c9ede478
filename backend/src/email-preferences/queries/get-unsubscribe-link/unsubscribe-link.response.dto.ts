import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_CATEGORIES, type EmailCategory } from '../../../notifications/email/email-message.js';

/** What the unsubscribe page shows before the click. */
export class UnsubscribeLinkDto {
  @ApiProperty({ enum: EMAIL_CATEGORIES })
  category!: EmailCategory;

  /** 'Team activity' */
  categoryName!: string;

  categoryDescription!: string;

  /** The recipient, masked ('a…@example.com'): enough to recognise, not enough to harvest. */
  maskedEmail!: string;

  /** The category is already off (the link was used before, or it was turned off on /profile). */
  unsubscribed!: boolean;
}
