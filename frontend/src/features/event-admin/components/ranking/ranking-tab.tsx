import type { RankingShow } from '../../api/review-ranking';
import { EventPicker } from '../bootstrap/event-picker';
import { RankingPanel } from './ranking-panel';

interface RankingTabProps {
  eventId: string | undefined;
  show: RankingShow;
  page: number;
  onChange: (patch: { event?: string; rankShow?: RankingShow; rankPage?: number }) => void;
}

/** The hackathon admin's Ranking tab (admins): the ranking with its suggestions, cut lines and decisions. */
export function RankingTab({ eventId, show, page, onChange }: RankingTabProps) {
  return (
    <EventPicker
      eventId={eventId}
      onEventChange={(event) => onChange({ event, rankShow: undefined, rankPage: undefined })}
      loadError="Failed to load events"
    >
      {(selectedId) => (
        <RankingPanel
          key={`ranking-${selectedId}`}
          eventId={selectedId}
          show={show}
          page={page}
          onChange={(patch) =>
            onChange({
              ...(patch.show ? { rankShow: patch.show === 'all' ? undefined : patch.show } : {}),
              ...(patch.page ? { rankPage: patch.page === 1 ? undefined : patch.page } : {}),
            })
          }
        />
      )}
    </EventPicker>
  );
}
