import { formatInZone } from './event-dates';

/** An approved applicant's spot as the API sends it (its ApplicationSpotDto): lib knows no API module. */
export interface ApplicationSpot {
  state: 'open' | 'confirmed' | 'declined' | 'expired';
  dueAt: string;
  confirmedAt: string | null;
  declinedAt: string | null;
  expiredAt: string | null;
  timezone: string;
}

/** The deadline in the event's timezone, as every date of an event reads. */
export function spotDeadline(spot: Pick<ApplicationSpot, 'dueAt' | 'timezone'>): string {
  return formatInZone(spot.dueAt, spot.timezone);
}

/** review.md: what the applicant is asked while their spot is open. */
export function confirmByTitle(spot: Pick<ApplicationSpot, 'dueAt' | 'timezone'>): string {
  return `Confirm your spot by ${spotDeadline(spot)}`;
}

/** Where a spot stands, in a few words for staff (the table and the drawer). */
export function spotSummary(spot: ApplicationSpot): string {
  const at = (iso: string | null) => (iso ? formatInZone(iso, spot.timezone) : '');
  switch (spot.state) {
    case 'open':
      return `Confirm by ${spotDeadline(spot)}`;
    case 'confirmed':
      return `Confirmed ${at(spot.confirmedAt)}`;
    case 'declined':
      return `Declined ${at(spot.declinedAt)}`;
    case 'expired':
      return `Not confirmed by ${spotDeadline(spot)}`;
  }
}
