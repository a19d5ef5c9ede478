import { Injectable } from '@nestjs/common';
import type { ApplicantVenture, ApplicantVenturesReader } from '../../../applications/applicant-ventures.js';
import { VentureDirectory } from '../../venture-directory.js';

/**
 * The apply form's 'Are you continuing a venture?' as ventures answers it: the applicant must be a
 * member of a venture not merged away; the admin Applications table and drawer and the review
 * screens read its summary.
 */
@Injectable()
export class ApplicantVentureReader implements ApplicantVenturesReader {
  constructor(private readonly directory: VentureDirectory) {}

  async isMember(userId: string, ventureId: string): Promise<boolean> {
    if (!(await this.directory.ventureIdsOfMember(userId)).includes(ventureId)) return false;
    const [venture] = await this.directory.summaries([ventureId]);
    return venture !== undefined && venture.mergedIntoId === null;
  }

  async summaries(ventureIds: readonly string[]): Promise<Map<string, ApplicantVenture>> {
    const summaries = await this.directory.summaries(ventureIds);
    return new Map(
      summaries.map((venture) => [
        venture.id,
        {
          ventureId: venture.id,
          name: venture.name,
          stage: venture.stage,
          sprintsEntered: new Set(venture.sprints.map((sprint) => sprint.eventId)).size,
          bestPlace: venture.bestPlace,
          sprints: venture.sprints.map(({ eventId, title, rank, of, place }) => ({
            eventId,
            sprintTitle: title,
            rank,
            of,
            place,
          })),
          figures: venture.figures,
        },
      ]),
    );
  }
}
