import { Injectable } from '@nestjs/common';

/** What spots need of an event's review settings (review.md): its number of spots and days to confirm. */
export interface SpotSettings {
  capacity: number | null;
  confirmDays: number;
}

/** An event without review settings of its own: no capacity, 5 days to confirm. */
const DEFAULTS: SpotSettings = { capacity: null, confirmDays: 5 };

/**
 * The event's spot settings, read through the reader application review registers at start
 * (review builds on applications, so applications cannot import it).
 */
@Injectable()
export class EventSpotSettings {
  private reader: ((eventId: string) => Promise<SpotSettings>) | undefined;

  register(reader: (eventId: string) => Promise<SpotSettings>): void {
    this.reader = reader;
  }

  settingsOf(eventId: string): Promise<SpotSettings> {
    return this.reader ? this.reader(eventId) : Promise.resolve({ ...DEFAULTS });
  }
}
