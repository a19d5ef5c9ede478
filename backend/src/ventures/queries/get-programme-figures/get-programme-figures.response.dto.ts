import { ApiProperty } from '@nestjs/swagger';
import { OUTCOME_DAYS, OUTCOME_KINDS, type OutcomeDays, type OutcomeKind } from '../../programme-figures.js';

/** One quoted figure with its n: a share (count / n) for rates, the count itself for funded alumni. */
export class FigureDto {
  /** Null when n is 0. */
  @ApiProperty({ type: Number, nullable: true })
  value!: number | null;

  count!: number;

  n!: number;

  /** Ventures left out because the figure cannot be known for them yet (a horizon not passed, no later sprint). */
  excluded!: number;

  definition!: string;
}

export class OutcomeFigureDto {
  @ApiProperty({ enum: OUTCOME_DAYS })
  days!: OutcomeDays;

  @ApiProperty({ enum: OUTCOME_KINDS })
  kind!: OutcomeKind;

  all!: FigureDto;

  verifiedOnly!: FigureDto;
}

/** The cohort chart: entered -> returned -> design partner -> pilot -> funded (to date, verified or not). */
export class CohortFunnelDto {
  entered!: number;

  returned!: number;

  designPartner!: number;

  pilot!: number;

  funded!: number;
}

export class FigureSprintDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  title!: string;

  endDate!: string;
}

export class OverallFiguresDto {
  returnRate!: FigureDto;

  @ApiProperty({ type: [OutcomeFigureDto] })
  outcomes!: OutcomeFigureDto[];

  fundedAlumni!: FigureDto;
}

export class CohortFiguresDto extends OverallFiguresDto {
  sprint!: FigureSprintDto;

  funnel!: CohortFunnelDto;
}

export class ProgrammeFiguresDto {
  /** Oldest sprint first. */
  @ApiProperty({ type: [CohortFiguresDto] })
  cohorts!: CohortFiguresDto[];

  overall!: OverallFiguresDto;

  /** When the figures were computed (outcome horizons are counted up to this day). */
  asOf!: string;
}
