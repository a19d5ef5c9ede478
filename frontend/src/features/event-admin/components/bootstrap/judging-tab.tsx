import { Spin } from 'antd';
import { useState } from 'react';

import { useOpenJudgingEventId } from '../../api/get-open-judging-event';
import { JudgingProgressCard } from '../judging/judging-progress-card';
import { CriteriaCard } from './criteria-card';
import { EventPicker } from './event-picker';
import { JudgesCard } from './judges-card';

interface JudgingTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

export function JudgingTab({ eventId, onEventChange }: JudgingTabProps) {
  // With no event chosen, the tab opens where judging is under way rather than on the newest event,
  // and stays there when staff close that judging (the list of open ones then changes).
  const openJudging = useOpenJudgingEventId();
  const [openedOn, setOpenedOn] = useState<string | null>();
  if (openedOn === undefined && openJudging.data !== undefined) setOpenedOn(openJudging.data);
  if (eventId === undefined && openedOn === undefined && openJudging.isPending) return <Spin />;

  return (
    <EventPicker
      eventId={eventId ?? openedOn ?? undefined}
      onEventChange={onEventChange}
      loadError="Failed to fetch judging data"
    >
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
