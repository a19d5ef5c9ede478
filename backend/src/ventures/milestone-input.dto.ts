import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Transform, Type, type TypeHelpOptions } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  FundingFiguresDto,
  Organisation,
  PilotFiguresDto,
  RevenueFiguresDto,
} from '../common/checkin-questions/checkin-answer.dto.js';
import { trim } from '../common/errors/text-transforms.js';
import {
  MILESTONE_LINK_MAX,
  MILESTONE_TEXT_MAX,
  MILESTONE_TYPES,
  type MilestoneType,
  TEAM_CHANGE_KINDS,
} from './venture-rules.js';

/** yyyy-mm-dd, a real date, not after today (UTC; a day's grace for time zones ahead of UTC). */
function IsPastDate() {
  return ValidateBy({
    name: 'isPastDate',
    validator: {
      validate: (value) => {
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
        const date = new Date(`${value}T00:00:00Z`);
        if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
        return date.getTime() <= Date.now() + 24 * 60 * 60 * 1000 && date.getUTCFullYear() >= 1900;
      },
      defaultMessage: () => 'must be a date (yyyy-mm-dd) that is not in the future',
    },
  });
}

function RequiredText(max: number, message: string) {
  return (target: object, property: string) => {
    Transform(trim)(target, property);
    IsString()(target, property);
    IsNotEmpty({ message })(target, property);
    MaxLength(max)(target, property);
  };
}

// Pilot, revenue and funding figures are the check-in's questions too (common/checkin-questions).
export { FundingFiguresDto, PilotFiguresDto, RevenueFiguresDto };

export class CustomerInterviewsFiguresDto {
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  count!: number;
}

export class OrganisationFiguresDto {
  @Organisation()
  organisation!: string;
}

export class TeamChangeFiguresDto {
  /** Who joined or left. */
  @RequiredText(200, 'Please say who joined or left.')
  person!: string;

  @ApiProperty({ enum: TEAM_CHANGE_KINDS })
  @IsIn(TEAM_CHANGE_KINDS)
  change!: (typeof TEAM_CHANGE_KINDS)[number];
}

export class PivotFiguresDto {
  /** What changed. */
  @RequiredText(MILESTONE_TEXT_MAX, 'Please say what changed.')
  change!: string;
}

export class StoppedFiguresDto {
  /** Why the venture stopped. */
  @RequiredText(MILESTONE_TEXT_MAX, 'Please say why.')
  reason!: string;
}

const FIGURES_BY_TYPE = {
  customer_interviews: CustomerInterviewsFiguresDto,
  design_partner: OrganisationFiguresDto,
  letter_of_intent: OrganisationFiguresDto,
  pilot: PilotFiguresDto,
  revenue: RevenueFiguresDto,
  funding: FundingFiguresDto,
  team_change: TeamChangeFiguresDto,
  pivot: PivotFiguresDto,
  stopped: StoppedFiguresDto,
} as const satisfies Record<MilestoneType, new () => object>;

/**
 * The figures class for the body's `type`: with forbidNonWhitelisted, a figure of another type is
 * a 400 naming it (`figures.currency: is not an accepted field`). An unknown type validates
 * against the interviews' class; `type` itself is the 400 then.
 */
function figuresClassOf(options?: TypeHelpOptions): new () => object {
  const type = (options?.object as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' && Object.hasOwn(FIGURES_BY_TYPE, type)
    ? FIGURES_BY_TYPE[type as MilestoneType]
    : CustomerInterviewsFiguresDto;
}

/** A milestone as members add or edit it (ventures.md 'Milestone'). */
@ApiExtraModels(...new Set(Object.values(FIGURES_BY_TYPE)))
export class MilestoneInputDto {
  @ApiProperty({ enum: MILESTONE_TYPES })
  @IsIn(MILESTONE_TYPES, { message: 'Please choose a milestone type.' })
  type!: MilestoneType;

  /** The day it happened (yyyy-mm-dd), not in the future. */
  @ApiProperty({ example: '2026-10-01' })
  @IsPastDate()
  occurredOn!: string;

  /** The type's figures; nothing that does not belong to the type. */
  @ApiProperty({ oneOf: [...new Set(Object.values(FIGURES_BY_TYPE))].map((dto) => ({ $ref: getSchemaPath(dto) })) })
  @IsObject()
  @ValidateNested()
  @Type(figuresClassOf)
  figures!: object;

  @IsOptional()
  @Transform(trim)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'must be a link starting with https://' })
  @MaxLength(MILESTONE_LINK_MAX)
  link?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MILESTONE_TEXT_MAX)
  description?: string;
}
