import { ApiProperty } from '@nestjs/swagger';

/** A sent announcement on the participant's event dashboard. */
export class EventAnnouncementDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  subject!: string;

  /** Markdown, rendered sanitised by the page. */
  @ApiProperty()
  bodyMd!: string;

  @ApiProperty({ format: 'date-time' })
  sentAt!: string;
}
