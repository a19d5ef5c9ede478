import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/roles.js';
import type { FileAccessPolicy } from '../files/file-access.js';
import type { FileRecord } from '../files/file.repository.js';
import { ProjectFiles } from './project-files.js';
import { SubmissionJudges } from './submission-judges.js';

const STAFF = new Set(['admin', 'organizer']);

/**
 * Who reads a project's deck and images (issue 31: a file has the access of its record): staff,
 * the current team of a project that uses it or of a submission that froze it, and the judges
 * holding an assignment for such a submission now (a recused or removed judge no longer does).
 * Everyone else gets files' 404.
 */
@Injectable()
export class ProjectFileAccess implements FileAccessPolicy {
  readonly purposes = ['pitch_deck', 'project_image'] as const;

  constructor(
    private readonly files: ProjectFiles,
    private readonly judges: SubmissionJudges,
  ) {}

  async canRead(reader: AuthUser, file: FileRecord): Promise<boolean> {
    if (STAFF.has(reader.role)) return true;
    const { projectIds, submissions } = await this.files.usesOf(file.id);
    const teams = [...new Set([...projectIds, ...submissions.map((submission) => submission.projectId)])];
    if (await this.files.isMemberOfAny(reader.id, teams)) return true;
    for (const submission of submissions) {
      if ((await this.judges.of(submission.id)).has(reader.id)) return true;
    }
    return false;
  }
}
