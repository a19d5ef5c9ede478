import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The query of the unsubscribe link: `?token=` as the email carries it. */
export class UnsubscribeTokenQueryDto {
  /** The signed token from the email's link. */
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200)
  token!: string;
}

/**
 * The one-click body: mail clients POST `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded (RFC 8058); the unsubscribe page sends the same as JSON.
 */
export class UnsubscribeOneClickDto {
  @ApiProperty({ name: 'List-Unsubscribe', enum: ['One-Click'] })
  @Equals('One-Click', { message: "must be 'One-Click'" })
  'List-Unsubscribe'!: 'One-Click';
}
