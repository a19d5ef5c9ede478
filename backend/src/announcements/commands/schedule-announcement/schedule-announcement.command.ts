import { Command } from '@nestjs/cqrs';
import type { SegmentChoice } from '../../announcement-rules.js';

export interface AnnouncementDraft {
  subject: string;
  bodyMd: string;
  choice: SegmentChoice;
  /** undefined: send now. */
  sendAt: Date | undefined;
}

/** Staff schedule an announcement ('Send now' schedules it for now and sends it at once); answers its id. */
export class ScheduleAnnouncementCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly draft: AnnouncementDraft,
  ) {
    super();
  }
}
