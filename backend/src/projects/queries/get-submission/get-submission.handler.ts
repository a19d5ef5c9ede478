import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { fileViews } from '../../project-files.js';
import { SubmissionNotFound } from '../../projects.errors.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { ProjectViews } from '../project-views.js';
import { GetSubmissionQuery } from './get-submission.query.js';
import type { AdminSubmissionDetailDto } from './get-submission.response.dto.js';

/** What staff open from the Submissions tab: everything as it was submitted (the snapshot). */
@QueryHandler(GetSubmissionQuery)
export class GetSubmissionHandler implements IQueryHandler<GetSubmissionQuery> {
  constructor(
    private readonly submissions: SubmissionRepository,
    private readonly views: ProjectViews,
  ) {}

  async execute({ submissionId }: GetSubmissionQuery): Promise<AdminSubmissionDetailDto> {
    const row = await this.submissions.findWithAwarded(submissionId);
    if (!row) throw new SubmissionNotFound();
    const [submission] = await this.views.submissions([row]);
    return {
      ...submission,
      awarded: row.awarded,
      descriptionMd: row.snapshot.description_md,
      images: row.snapshot.images,
      // The exact files frozen at submit (issue 31).
      ...fileViews(row.snapshot),
    };
  }
}
