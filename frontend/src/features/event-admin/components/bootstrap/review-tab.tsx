import { AssignApplicationsCard } from '../review/assign-applications-card';
import { ReviewerFiguresPanel } from '../review/reviewer-figures-panel';
import { ReviewersCard } from '../review/reviewers-card';
import { ReviewRubricCard } from '../review/review-rubric-card';
import { ReviewSettingsCard } from '../review/review-settings-card';
import { EventPicker } from './event-picker';

interface ReviewTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

/**
 * The hackathon admin's Review tab (review.md, 'Review setup'): settings, rubric and reviewers of an
 * event, the assignment, and how each reviewer scores (the figures).
 */
export function ReviewTab({ eventId, onEventChange }: ReviewTabProps) {
  return (
    <EventPicker eventId={eventId} onEventChange={onEventChange} loadError="Failed to load events">
      {(selectedId) => (
        <>
          <ReviewSettingsCard key={`settings-${selectedId}`} eventId={selectedId} />
          <ReviewRubricCard key={`rubric-${selectedId}`} eventId={selectedId} />
          <ReviewersCard key={`reviewers-${selectedId}`} eventId={selectedId} />
          <AssignApplicationsCard key={`assign-${selectedId}`} eventId={selectedId} />
          <ReviewerFiguresPanel key={`figures-${selectedId}`} eventId={selectedId} />
        </>
      )}
    </EventPicker>
  );
}
