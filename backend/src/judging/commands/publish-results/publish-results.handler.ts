import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { UserDirectory } from '../../../users/user-directory.js';
import type { JudgingPhaseDto } from '../../judging-views.dto.js';
import { resultsEmails } from '../../results/results-emails.js';
import { JudgingPhaseChange } from '../change-judging-phase/judging-phase-change.js';
import { PublishResultsCommand } from './publish-results.command.js';

/**
 * closed -> published: the leaderboard becomes public and each team member gets one email (outbox)
 * linking to their project page, where the results are.
 */
@CommandHandler(PublishResultsCommand)
export class PublishResultsHandler implements ICommandHandler<PublishResultsCommand> {
  constructor(
    private readonly phases: JudgingPhaseChange,
    private readonly submissions: EventSubmissions,
    private readonly people: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ actorId, eventId, expectedVersion }: PublishResultsCommand): Promise<JudgingPhaseDto> {
    return this.phases.run(actorId, eventId, 'publish', expectedVersion, async (tx, event) => {
      const submissions = await this.submissions.ofEvent(eventId);
      const people = await this.people.people(submissions.flatMap((submission) => submission.teamUserIds));
      for (const submission of submissions) {
        for (const userId of submission.teamUserIds) {
          const person = people.get(userId);
          if (!person) continue;
          sendEmail(
            tx,
            resultsEmails.published(
              person.email,
              event.title,
              submission.snapshot.title,
              `${this.config.appUrl}/projects/${submission.projectId}`,
              { eventId, projectId: submission.projectId },
            ),
          );
        }
      }
    });
  }
}
