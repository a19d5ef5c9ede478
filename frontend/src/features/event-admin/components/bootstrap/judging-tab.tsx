import { JudgingProgressCard } from '../judging/judging-progress-card';
import { CriteriaCard } from './criteria-card';
import { EventPicker } from './event-picker';
import { JudgesCard } from './judges-card';

interface JudgingTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

export function JudgingTab({ eventId, onEventChange }: JudgingTabProps) {
  return (
    <EventPicker eventId={eventId} onEventChange={onEventChange} loadError="Failed to fetch judging data">
      {(selectedId) => (
        <>
          <CriteriaCard key={`criteria-${selectedId}`} eventId={selectedId} />
          <JudgesCard key={`judges-${selectedId}`} eventId={selectedId} />
          <JudgingProgressCard key={`progress-${selectedId}`} eventId={selectedId} />
        </>
      )}
    </EventPicker>
  );
}
