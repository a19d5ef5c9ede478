import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeApplicationStatusCommand } from '../../../../applications/commands/change-application-status/change-application-status.command.js';
import { AppError } from '../../../../common/errors/app-error.js';
import type { RankingDecision } from './decide-applications.request.dto.js';
import type { DecisionsResultDto } from './decide-applications.response.dto.js';

/**
 * Takes decisions one application at a time through applications' own status command (review.md:
 * each change is the existing audited command with its history row and email), so one stale row
 * never undoes the others: it is reported and left as it was.
 */
@Injectable()
export class RankingDecisions {
  constructor(private readonly commands: CommandBus) {}

  async take(
    actorId: string,
    decisions: readonly { applicationId: string; version: number; status: RankingDecision }[],
    skipped: DecisionsResultDto['skipped'] = [],
  ): Promise<DecisionsResultDto> {
    const result: DecisionsResultDto = { changed: 0, unchanged: 0, skipped: [...skipped] };
    for (const { applicationId, version, status } of decisions) {
      try {
        const after = await this.commands.execute(
          new ChangeApplicationStatusCommand(actorId, applicationId, status, version),
        );
        if (after === version) result.unchanged += 1;
        else result.changed += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.status === 409) result.skipped.push({ applicationId, reason: 'changed' });
        else if (error.status === 404) result.skipped.push({ applicationId, reason: 'not_found' });
        else throw error;
      }
    }
    return result;
  }
}
