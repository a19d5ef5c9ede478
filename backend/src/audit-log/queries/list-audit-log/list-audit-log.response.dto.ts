import { ApiProperty } from '@nestjs/swagger';

export class AuditEntryDto {
  @ApiProperty()
  position!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  occurredAt!: string;

  @ApiProperty()
  type!: string;

  @ApiProperty()
  streamType!: string;

  @ApiProperty()
  streamId!: string;

  @ApiProperty()
  version!: number;

  @ApiProperty({ type: String, nullable: true })
  actorId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorName!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  payload!: Record<string, unknown>;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] })
  items!: AuditEntryDto[];

  @ApiProperty()
  total!: number;
}
