export type WinnerPlace = 1 | 2 | 3 | 4;

export const WINNER_PLACES: readonly WinnerPlace[] = [1, 2, 3, 4];

export const DEFAULT_WINNER_PLACE: WinnerPlace = 1;

/** The table's badge: '1st', '2nd', '3rd', '4th' (and the English ordinal beyond). */
export function placeBadge(place: number): string {
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  switch (place % 10) {
    case 1:
      return `${place}st`;
    case 2:
      return `${place}nd`;
    case 3:
      return `${place}rd`;
    default:
      return `${place}th`;
  }
}

/** The Add Winner form's option: the fourth place is an Honorable Mention there. */
export function placeOptionLabel(place: WinnerPlace): string {
  return place === 4 ? 'Honorable Mention' : placeBadge(place);
}
