import { trackLabel } from './submission-rules';
import type { WinnerPlace } from './winner-place';

/** What 'Suggest from ranking' proposes, as far as the Add Winner dialog needs it. */
export interface SuggestedPlace {
  submissionId: string;
  title: string;
  track: string;
  place: 1 | 2 | 3;
}

export interface WinnerPrefill {
  submissionId: string;
  /** The submission option's label, as the dialog's search lists it: 'Title (Track)'. */
  label: string;
  track: string;
  place: WinnerPlace;
}

/** The Add Winner dialog's prefill for a suggestion: its submission, track and proposed place. */
export function suggestionPrefill(suggestion: SuggestedPlace): WinnerPrefill {
  return {
    submissionId: suggestion.submissionId,
    label: `${suggestion.title} (${trackLabel(suggestion.track)})`,
    track: suggestion.track,
    place: suggestion.place,
  };
}
