import { ApiProperty } from '@nestjs/swagger';

/** One line of an entry's Details, people and records by name. */
export class AuditFieldDto {
  /** e.g. 'Status', 'Applicant', 'Event'. */
  label!: string;

  /** e.g. 'pending → approved', 'Ada Builder'. */
  value!: string;
}

export class AuditEntryDto {
  position!: number;

  @ApiProperty({ format: 'date-time' })
  occurredAt!: string;

  type!: string;

  streamType!: string;

  streamId!: string;

  version!: number;

  actorId!: string | null;

  actorName!: string | null;

  payload!: Record<string, unknown>;

  /** The record in words, e.g. 'Ada Builder → Fall Sprint ’25'. */
  record!: string;

  /** Who acted, in words ('System' when no one did). */
  actor!: string;

  /** The change in words, e.g. 'pending → approved'. */
  change!: string;

  /** The record and the payload as named fields: the entry's Details. */
  fields!: AuditFieldDto[];
}

/** The names of the people and records the filters chose by id, for the filter bar to show. */
export class AuditFilterNamesDto {
  actor?: string;

  person?: string;

  event?: string;

  project?: string;
}

export class AuditPageDto {
  items!: AuditEntryDto[];

  total!: number;

  named!: AuditFilterNamesDto;
}
