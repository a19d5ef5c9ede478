import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../audit/domain-event.js';
import { EventStore } from '../../../audit/event-store.js';
import { EmailOutbox } from '../../../notifications/email/email-outbox.js';
import { ApplicationViews, existing, toApplicationDto } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotFound } from '../../applications.errors.js';
import { QuestionRepository } from '../../questions/question.repository.js';
import { answersOf } from '../../questions/question-views.js';
import { GetApplicationDetailQuery } from './get-application-detail.query.js';
import type { ApplicationDetailDto, TimelineEntryDto } from './get-application-detail.response.dto.js';

/** Every field and the audit timeline: status changes with their actors, and each decision email's fate. */
@QueryHandler(GetApplicationDetailQuery)
export class GetApplicationDetailHandler implements IQueryHandler<GetApplicationDetailQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
    private readonly eventStore: EventStore,
    private readonly emails: EmailOutbox,
    private readonly em: EntityManager,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ applicationId }: GetApplicationDetailQuery): Promise<ApplicationDetailDto> {
    const [row, events] = await Promise.all([this.applications.findById(applicationId), this.timeline(applicationId)]);
    if (!row) throw new ApplicationNotFound();
    const actorIds = events.flatMap(({ actorId }) => (actorId === null ? [] : [actorId]));
    const names = await this.views.names([row], actorIds);
    const timeline: TimelineEntryDto[] = events.map((event) => ({
      at: event.occurredAt.toISOString(),
      type: event.type,
      actorId: event.actorId,
      actorName: event.actorId === null ? null : (names.people.get(event.actorId)?.name ?? null),
      details: { ...event.payload },
    }));
    const [[application], questions, answers] = await Promise.all([
      this.views.withVentures([existing(toApplicationDto(row, names))]),
      this.questions.list(row.event_id),
      this.questions.answersOf([row.id]),
    ]);
    return { ...application, answers: answersOf(questions, answers), timeline };
  }

  /** The application's own events and those of each decision email about it, in commit order. */
  private async timeline(applicationId: string): Promise<RecordedEvent[]> {
    const emailIds = await this.emails.emailsAbout(this.em, 'applicationId', applicationId);
    return this.eventStore.readStreams(this.em, [
      { streamType: 'application', streamIds: [applicationId] },
      { streamType: 'email', streamIds: emailIds },
    ]);
  }
}
