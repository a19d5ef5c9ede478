import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { TeamMemberDto } from '../common/team-member.dto.js';
import {
  CustomerInterviewsFiguresDto,
  FundingFiguresDto,
  OrganisationFiguresDto,
  PilotFiguresDto,
  PivotFiguresDto,
  RevenueFiguresDto,
  StoppedFiguresDto,
  TeamChangeFiguresDto,
} from './milestone-input.dto.js';
import {
  CHECKIN_STATES,
  type CheckinState,
  MILESTONE_TYPES,
  type MilestoneType,
  VENTURE_STAGES,
  type VentureStage,
} from './venture-rules.js';

// Venture response pieces several use cases share; each use case's own DTOs live in its folder.

export class CreatedVentureItemDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class VentureSprintDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  title!: string;
}

export class NextCheckinDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  dueAt!: string;

  /** Due before now and not answered. */
  overdue!: boolean;
}

/** A card of 'My Ventures'. */
export class VentureCardDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;

  pitch!: string | null;

  isPublic!: boolean;

  @ApiProperty({ enum: VENTURE_STAGES })
  stage!: VentureStage;

  sprintsEntered!: number;

  /** The latest of: an entry submitted, a milestone recorded, a check-in answered, the venture edited. */
  lastActivityAt!: string;

  /** The soonest unanswered check-in, if any. */
  nextCheckin!: NextCheckinDto | null;
}

/** A venture the submit form offers as 'Continues venture …'. */
export class VentureChoiceDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;

  @ApiProperty({ enum: VENTURE_STAGES })
  stage!: VentureStage;

  /** The sprint it last entered. */
  lastSprint!: VentureSprintDto | null;
}

export class VerifiedShareDto {
  all!: number;

  verified!: number;
}

/** Money in one currency, integer minor units; never summed with another currency. */
export class CurrencyAmountDto {
  @ApiProperty({ example: 'EUR' })
  currency!: string;

  all!: number;

  verified!: number;
}

export class VentureFiguresDto {
  interviews!: VerifiedShareDto;

  designPartners!: VerifiedShareDto;

  pilots!: VerifiedShareDto;

  /** The latest monthly revenue per currency. */
  @ApiProperty({ type: [CurrencyAmountDto] })
  revenue!: CurrencyAmountDto[];

  /** Funding raised per currency. */
  @ApiProperty({ type: [CurrencyAmountDto] })
  funding!: CurrencyAmountDto[];
}

/** An uploaded evidence file of a milestone: read it at GET /api/files/{fileId} (members and staff). */
export class MilestoneEvidenceDto {
  @ApiProperty({ format: 'uuid' })
  fileId!: string;

  /** The uploaded file's name. */
  name!: string;

  /** `application/pdf`, or `image/webp` for an image (re-encoded). */
  contentType!: string;

  /** Bytes. */
  size!: number;
}

export class MilestoneDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: MILESTONE_TYPES })
  type!: MilestoneType;

  /** yyyy-mm-dd. */
  occurredOn!: string;

  @ApiProperty({
    oneOf: [
      CustomerInterviewsFiguresDto,
      OrganisationFiguresDto,
      PilotFiguresDto,
      RevenueFiguresDto,
      FundingFiguresDto,
      TeamChangeFiguresDto,
      PivotFiguresDto,
      StoppedFiguresDto,
    ].map((dto) => ({ $ref: getSchemaPath(dto) })),
  })
  figures!: object;

  link!: string | null;

  description!: string | null;

  /** Verified by staff; otherwise shown as self-reported. */
  verified!: boolean;

  verifiedAt!: string | null;

  /** Staff's note (for members and staff; not on the public page). */
  verificationNote!: string | null;

  /** The check-in whose answer recorded it, if any. */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  checkinId!: string | null;

  /** Evidence files (at most 5), in the order attached; empty on a public venture's page. */
  @ApiProperty({ type: [MilestoneEvidenceDto] })
  evidence!: MilestoneEvidenceDto[];

  recordedAt!: string;
}

/** A winner's place and the rank 'n of m', once the sprint's results are published. */
export class EntryStandingDto {
  rank!: number | null;

  of!: number;

  place!: number | null;
}

/** One sprint entry: the submission as it was submitted, the team then, and its published standing. */
export class VentureEntryDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  sprint!: VentureSprintDto;

  track!: string;

  submittedAt!: string;

  late!: boolean;

  title!: string;

  tagline!: string | null;

  descriptionMd!: string | null;

  demoUrl!: string | null;

  repoUrl!: string | null;

  /** The team when it was submitted. */
  @ApiProperty({ type: [TeamMemberDto] })
  team!: TeamMemberDto[];

  standing!: EntryStandingDto | null;
}

export class VentureCheckinDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  sprint!: VentureSprintDto;

  offsetDays!: number;

  dueAt!: string;

  @ApiProperty({ enum: CHECKIN_STATES })
  state!: CheckinState;

  askedAt!: string | null;

  answeredAt!: string | null;
}

export class VentureMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string;

  /** 'owner' when they own one of the venture's projects. */
  role!: 'owner' | 'member';
}

/**
 * A venture page. `view` says what the caller sees: members and staff everything; anyone else, for
 * a public venture, its name, pitch, verified stage and verified milestones (no entries, members,
 * check-ins or unverified figures).
 */
export class VentureDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['member', 'staff', 'public'] })
  view!: 'member' | 'staff' | 'public';

  name!: string;

  pitch!: string | null;

  isPublic!: boolean;

  /** From every milestone (on the public view: verified ones only). */
  @ApiProperty({ enum: VENTURE_STAGES })
  stage!: VentureStage;

  @ApiProperty({ enum: VENTURE_STAGES })
  verifiedStage!: VentureStage;

  /** 'Founded in {sprint}'. */
  foundedIn!: VentureSprintDto | null;

  sprintsCount!: number;

  /** Set when staff merged this venture into another: its record is there now. */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  mergedIntoId!: string | null;

  figures!: VentureFiguresDto;

  /** Newest first. */
  @ApiProperty({ type: [VentureEntryDto] })
  entries!: VentureEntryDto[];

  /** Newest first. */
  @ApiProperty({ type: [MilestoneDto] })
  milestones!: MilestoneDto[];

  /** Newest first. */
  @ApiProperty({ type: [VentureCheckinDto] })
  checkins!: VentureCheckinDto[];

  @ApiProperty({ type: [VentureMemberDto] })
  members!: VentureMemberDto[];

  /** Whether the caller may add milestones, answer check-ins and edit the venture. */
  canEdit!: boolean;
}
