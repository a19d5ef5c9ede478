import { ApiProperty } from '@nestjs/swagger';

// A returning applicant's venture figures, as the admin Applications screens and the review screens show them.

export class VerifiedCountDto {
  all!: number;

  verified!: number;
}

/** Money in one currency, integer minor units; never summed with another currency. */
export class MoneyInCurrencyDto {
  @ApiProperty({ example: 'EUR' })
  currency!: string;

  all!: number;

  verified!: number;
}

export class ApplicantVentureFiguresDto {
  interviews!: VerifiedCountDto;

  designPartners!: VerifiedCountDto;

  pilots!: VerifiedCountDto;

  /** The latest monthly revenue per currency. */
  @ApiProperty({ type: [MoneyInCurrencyDto] })
  revenue!: MoneyInCurrencyDto[];

  /** Funding raised per currency. */
  @ApiProperty({ type: [MoneyInCurrencyDto] })
  funding!: MoneyInCurrencyDto[];
}
