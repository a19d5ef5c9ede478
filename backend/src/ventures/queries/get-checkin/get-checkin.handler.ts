import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { CheckinScheduling } from '../../checkin-scheduling.repository.js';
import type { CheckinDto } from '../../checkin-views.dto.js';
import { CheckinNotFound } from '../../checkins.errors.js';
import { VentureRepository } from '../../venture.repository.js';
import { isVentureStaff } from '../../venture-access.js';
import { VentureMembership } from '../../venture-membership.js';
import { NotVentureMember, VentureNotFound } from '../../ventures.errors.js';
import { GetCheckinQuery } from './get-checkin.query.js';

/** Members and staff read a check-in; anyone else learns nothing of a private venture (404). */
@QueryHandler(GetCheckinQuery)
export class GetCheckinHandler implements IQueryHandler<GetCheckinQuery> {
  constructor(
    private readonly ventures: VentureRepository,
    private readonly membership: VentureMembership,
    private readonly checkins: CheckinScheduling,
    private readonly events: EventCatalog,
  ) {}

  async execute({ viewer, ventureId, checkinId }: GetCheckinQuery): Promise<CheckinDto> {
    const venture = await this.ventures.find(ventureId);
    if (!venture) throw new VentureNotFound();
    if (!isVentureStaff(viewer) && !(await this.membership.isMember(venture.id, viewer.id))) {
      if (venture.is_public) throw new NotVentureMember();
      throw new VentureNotFound();
    }
    const checkin = await this.checkins.find(venture.id, checkinId);
    if (!checkin) throw new CheckinNotFound();
    const titles = await this.events.titles([checkin.event_id]);
    return {
      id: checkin.id,
      ventureId: venture.id,
      ventureName: venture.name,
      sprint: { eventId: checkin.event_id, title: titles.get(checkin.event_id) ?? '' },
      offsetDays: checkin.offset_days,
      dueAt: isoTimestamp(checkin.due_at),
      state: checkin.state,
      answeredAt: checkin.answered_at === null ? null : isoTimestamp(checkin.answered_at),
    };
  }
}
