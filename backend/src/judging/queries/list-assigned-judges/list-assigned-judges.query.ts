import { Query } from '@nestjs/cqrs';

/**
 * The judges who hold an assignment for the submission (assigned or completed, not recused): what
 * teams ask before someone joins the submission's team, since a judge may not score their own team.
 */
export class ListAssignedJudgesQuery extends Query<string[]> {
  constructor(readonly submissionId: string) {
    super();
  }
}
