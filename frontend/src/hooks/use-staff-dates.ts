import { useCallback, useMemo } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';
import { formatInViewerZone, formatInZone } from '@/lib/event-dates';

/** A staff date of a record that names its event (an application, a submission, a conflict). */
export type StaffDate = (iso: string, eventId: string, options?: { seconds?: boolean }) => string;

/**
 * Staff dates in their event's time zone with its abbreviation, the zone read from the staff events
 * list. Until that list is in, a date waits ('…') rather than show in a zone that is not the event's.
 */
export function useStaffDates(): StaffDate {
  const events = useAdminEvents();
  const zones = useMemo(() => new Map(events.data?.map((event) => [event.id, event.timezone])), [events.data]);
  const waiting = events.isPending;
  return useCallback(
    (iso, eventId, options) => {
      const zone = zones.get(eventId);
      if (zone) return formatInZone(iso, zone, options);
      // An event staff cannot list (gone, or the list failed): the viewer's zone, still labelled.
      return waiting ? '…' : formatInViewerZone(iso, options);
    },
    [zones, waiting],
  );
}
