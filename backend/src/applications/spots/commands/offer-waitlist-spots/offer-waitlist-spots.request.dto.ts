import { IsInt, Max, Min } from 'class-validator';

export class OfferWaitlistSpotsDto {
  /** How many spots to offer at once: the best `count` waitlisted applications are approved. */
  @IsInt()
  @Min(1)
  @Max(500)
  count!: number;
}
