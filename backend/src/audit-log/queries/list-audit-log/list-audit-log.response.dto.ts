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
}

export class AuditPageDto {
  items!: AuditEntryDto[];

  total!: number;
}
