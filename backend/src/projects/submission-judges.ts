import { Injectable } from '@nestjs/common';

/** The judges who hold an assignment for a submission (assigned or completed, not recused). */
export type SubmissionJudgesReader = (submissionId: string) => Promise<readonly string[]>;

/**
 * Who judges a submission, as judging tells it: judging registers its reader at start (it imports
 * projects, so projects cannot import it back). Teams ask before someone joins the team whose
 * submission they score. Inside a command the reader reads in the command's transaction.
 */
@Injectable()
export class SubmissionJudges {
  private readonly readers: SubmissionJudgesReader[] = [];

  register(reader: SubmissionJudgesReader): void {
    this.readers.push(reader);
  }

  async of(submissionId: string): Promise<Set<string>> {
    const judges = new Set<string>();
    for (const reader of this.readers) for (const judgeId of await reader(submissionId)) judges.add(judgeId);
    return judges;
  }
}
