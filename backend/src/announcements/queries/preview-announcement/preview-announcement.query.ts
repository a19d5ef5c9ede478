import { Query } from '@nestjs/cqrs';
import type { SegmentChoice } from '../../announcement-rules.js';
import type { AnnouncementPreviewDto } from './preview-announcement.request.dto.js';

/** The recipient count and the email's text before sending; writes nothing. */
export class PreviewAnnouncementQuery extends Query<AnnouncementPreviewDto> {
  constructor(
    readonly eventId: string,
    readonly choice: SegmentChoice,
    readonly subject: string,
    readonly bodyMd: string,
  ) {
    super();
  }
}
