import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { ApplicationRole, ApplicationStatus } from './application.events.js';
import { QuestionRepository } from './questions/question.repository.js';
import { answersOf } from './questions/question-views.js';

/** An application as application review reads it (review.md): never a name or an email, only ids. */
export interface ApplicationUnderReview {
  id: string;
  eventId: string;
  userId: string;
  role: ApplicationRole;
  /** 'Why do you want to join? What skills do you bring?' */
  shortAnswer: string;
  linkedinUrl: string | null;
  status: ApplicationStatus;
  createdAt: Date;
  version: number;
  ventureId: string | null;
  /** The custom questions' answers in form order (visible questions left empty included). */
  answers: { questionId: string; label: string; kind: string; hidden: boolean; answer: string | null }[];
}

/** Who applied to which event, and where the application stands. */
export interface ApplicationFacts {
  id: string;
  eventId: string;
  userId: string;
  role: ApplicationRole;
  status: ApplicationStatus;
  createdAt: Date;
  /** The version a decision on it must name (the status command's `expectedVersion`). */
  version: number;
  /** The venture the applicant continues ('Are you continuing a venture?'), if any. */
  ventureId: string | null;
}

/**
 * What application review (review/) may read of applications: the pending ones of an event to
 * assign, an application's answers to review, and whether decisions have been made for it.
 * Inside a command it reads in the command's transaction.
 */
@Injectable()
export class ApplicationsUnderReview {
  constructor(
    private readonly em: EntityManager,
    private readonly questions: QuestionRepository,
  ) {}

  /** The event's pending applications, oldest first (the order assignment breaks ties in). */
  async pendingOf(eventId: string): Promise<{ id: string; userId: string }[]> {
    const rows = await this.db()
      .selectFrom('applications')
      .select(['id', 'user_id'])
      .where('event_id', '=', eventId)
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, userId: row.user_id }));
  }

  /** These applications' facts, by id; unknown ids are absent. */
  async facts(applicationIds: readonly string[]): Promise<Map<string, ApplicationFacts>> {
    const ids = [...new Set(applicationIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('applications')
      .select(['id', 'event_id', 'user_id', 'role', 'status', 'created_at', 'version', 'venture_id'])
      .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))))
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          eventId: row.event_id,
          userId: row.user_id,
          role: row.role,
          status: row.status,
          createdAt: new Date(row.created_at),
          version: row.version,
          ventureId: row.venture_id,
        },
      ]),
    );
  }

  /**
   * The application's facts, share-locked until the command ends: a decision taken meanwhile
   * waits for the review to be saved, and a review saved after a decision sees it.
   */
  async factsHeld(applicationId: string): Promise<ApplicationFacts | undefined> {
    const row = await this.db()
      .selectFrom('applications')
      .select(['id', 'event_id', 'user_id', 'role', 'status', 'created_at', 'version', 'venture_id'])
      .where('id', '=', applicationId)
      .forShare()
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        eventId: row.event_id,
        userId: row.user_id,
        role: row.role,
        status: row.status,
        createdAt: new Date(row.created_at),
        version: row.version,
        ventureId: row.venture_id,
      }
    );
  }

  /**
   * Where the event's applications stand now, in one cheap row: any decision, withdrawal or new
   * application changes it (each bumps a version), so the ranking can keep its result until then.
   */
  async decisionsStamp(eventId: string): Promise<string> {
    const row = await this.db()
      .selectFrom('applications')
      .select((eb) => [eb.fn.countAll<string>().as('applications'), eb.fn.sum<string | null>('version').as('versions')])
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return `${row.applications}:${row.versions ?? 0}`;
  }

  /** One application with its answers, as a reviewer reads it. */
  async find(applicationId: string): Promise<ApplicationUnderReview | undefined> {
    const row = await this.db()
      .selectFrom('applications')
      .select([
        'id',
        'event_id',
        'user_id',
        'role',
        'short_answer',
        'linkedin_url',
        'status',
        'created_at',
        'version',
        'venture_id',
      ])
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!row) return undefined;
    const [questions, answers] = await Promise.all([
      this.questions.list(row.event_id),
      this.questions.answersOf([row.id]),
    ]);
    return {
      id: row.id,
      eventId: row.event_id,
      userId: row.user_id,
      role: row.role,
      shortAnswer: row.short_answer,
      linkedinUrl: row.linkedin_url,
      status: row.status,
      createdAt: new Date(row.created_at),
      version: row.version,
      ventureId: row.venture_id,
      answers: answersOf(questions, answers),
    };
  }

  private db() {
    return kyselyOf<'applications'>(this.em);
  }
}
