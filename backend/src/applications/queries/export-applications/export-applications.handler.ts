import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvLines } from '../../../common/csv.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { UserDirectory } from '../../../users/user-directory.js';
import type { ApplicationDto } from '../../application.dto.js';
import { ApplicationViews } from '../../application-views.js';
import { type ApplicantSources, ApplicationRepository } from '../../application.repository.js';
import { answerText, type AnswerValue } from '../../questions/question-rules.js';
import { QuestionRepository, type QuestionRow } from '../../questions/question.repository.js';
import { ExportApplicationsQuery } from './export-applications.query.js';

const BATCH = 500;

const FIXED_HEADERS = [
  'Applicant',
  'Email',
  'Event',
  'Role',
  'Status',
  'Applied',
  'LinkedIn',
  'Why do you want to join? What skills do you bring?',
];

/**
 * One row per application, then one column per custom question (its label; prefixed with the event
 * title when the export spans events). For one event every question of its form is a column, hidden
 * ones included; across events, the questions answered.
 */
@QueryHandler(ExportApplicationsQuery)
export class ExportApplicationsHandler implements IQueryHandler<ExportApplicationsQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
    private readonly directory: UserDirectory,
    private readonly catalog: EventCatalog,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ filters, sort }: ExportApplicationsQuery): Promise<string> {
    const sources: ApplicantSources = { people: this.directory.cards(), events: this.catalog.titleSource() };
    const applications: ApplicationDto[] = [];
    for (let page = 1; ; page++) {
      const rows = await this.applications.page(filters, sort, page, BATCH, sources);
      applications.push(...(await this.views.list(rows)));
      if (rows.length < BATCH) break;
    }
    const answers = await this.questions.answersOf(applications.map((application) => application.id));
    const byApplication = new Map<string, Map<string, AnswerValue>>();
    for (const answer of answers) {
      const mine = byApplication.get(answer.application_id) ?? new Map<string, AnswerValue>();
      mine.set(answer.question_id, answer.value);
      byApplication.set(answer.application_id, mine);
    }
    const oneEvent = filters.eventId !== undefined;
    const columns: QuestionRow[] = oneEvent
      ? await this.questions.list(filters.eventId as string)
      : await this.questions.byIds([...new Set(answers.map((answer) => answer.question_id))]);
    const titles = oneEvent
      ? new Map<string, string>()
      : await this.catalog.titles([...new Set(columns.map((question) => question.event_id))]);
    const headers = [
      ...FIXED_HEADERS,
      ...columns.map((question) =>
        oneEvent ? question.label : `${titles.get(question.event_id) ?? 'Event'}: ${question.label}`,
      ),
    ];
    return csvLines([
      headers,
      ...applications.map((application) => {
        const given = byApplication.get(application.id);
        return [
          application.applicantName ?? '',
          application.applicantEmail,
          application.eventTitle,
          application.role,
          application.status,
          application.createdAt,
          application.linkedinUrl ?? '',
          application.shortAnswer,
          ...columns.map((question) => {
            const value = given?.get(question.id);
            return value === undefined ? '' : answerText(value);
          }),
        ];
      }),
    ]);
  }
}
