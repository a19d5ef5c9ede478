import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../../users/user-directory.js';
import type { JudgeCandidateDto } from './judge-candidate.response.dto.js';
import { ListJudgeCandidatesQuery } from './list-judge-candidates.query.js';
import { maskEmail } from './mask-email.js';

/** A short list to pick from: more than this means the name typed is too vague to pick by. */
export const MAX_JUDGE_CANDIDATES = 10;

@QueryHandler(ListJudgeCandidatesQuery)
export class ListJudgeCandidatesHandler implements IQueryHandler<ListJudgeCandidatesQuery> {
  constructor(private readonly users: UserDirectory) {}

  async execute({ text }: ListJudgeCandidatesQuery): Promise<JudgeCandidateDto[]> {
    const people = await this.users.findByName(text, MAX_JUDGE_CANDIDATES);
    return people.map((person) => ({ userId: person.id, name: person.name, maskedEmail: maskEmail(person.email) }));
  }
}
