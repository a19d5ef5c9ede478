import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../../users/user-directory.js';
import type { EventJudgesDto, JudgeDto } from '../../judges.dto.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { SeatInvitations } from '../../seat-invitations.js';
import { ListJudgesQuery } from './list-judges.query.js';

@QueryHandler(ListJudgesQuery)
export class ListJudgesHandler implements IQueryHandler<ListJudgesQuery> {
  constructor(
    private readonly judging: JudgingSetupRepository,
    private readonly users: UserDirectory,
    private readonly seats: SeatInvitations,
  ) {}

  async execute({ eventId }: ListJudgesQuery): Promise<EventJudgesDto> {
    const judgeIds = await this.judging.judgeIds(eventId);
    const people = await this.users.people(judgeIds);
    const invitations = (await this.seats.pending(eventId, 'judge')).map(({ email, name }) => ({ email, name }));
    const judges = judgeIds.flatMap((userId): JudgeDto[] => {
      const person = people.get(userId);
      return person ? [{ userId, name: person.name, email: person.email }] : [];
    });
    return { judges, invitations };
  }
}
