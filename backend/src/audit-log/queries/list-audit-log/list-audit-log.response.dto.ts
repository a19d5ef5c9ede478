import { ApiProperty } from '@nestjs/swagger';

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
}

export class AuditPageDto {
  items!: AuditEntryDto[];

  total!: number;
}
