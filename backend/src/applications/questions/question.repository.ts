import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { expressionBuilder, type Selectable } from 'kysely';
import { type Database, kyselyOf } from '../../database/database.js';
import type { AnswerValue } from './question-rules.js';
import type { QuestionSettings } from './questions.events.js';

export type QuestionRow = Pick<
  Selectable<Database['event_questions']>,
  | 'id'
  | 'event_id'
  | 'kind'
  | 'label'
  | 'help_text'
  | 'required'
  | 'position'
  | 'options'
  | 'max_length'
  | 'min'
  | 'max'
  | 'hidden'
>;

export interface AnswerRow {
  application_id: string;
  question_id: string;
  value: AnswerValue;
}

const COLUMNS = [
  'id',
  'event_id',
  'kind',
  'label',
  'help_text',
  'required',
  'position',
  'options',
  'max_length',
  'min',
  'max',
  'hidden',
] as const;

/** A jsonb value: the JSON text as a parameter, cast (pg would send an array as a PostgreSQL array). */
function jsonb<T>(value: T) {
  const eb = expressionBuilder();
  return eb.cast<T>(eb.val(JSON.stringify(value)), 'jsonb');
}

function columnsOf(settings: QuestionSettings) {
  return {
    kind: settings.kind,
    label: settings.label,
    help_text: settings.helpText,
    required: settings.required,
    options: jsonb(settings.options),
    max_length: settings.maxLength,
    min: settings.min,
    max: settings.max,
  };
}

/**
 * The application form's tables: an event's questions and the applications' answers. Inside a
 * command the injected EntityManager is the command's own, so every method runs in its transaction.
 */
@Injectable()
export class QuestionRepository {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return kyselyOf<'event_questions' | 'application_answers' | 'applications'>(this.em);
  }

  /**
   * Holds the event's application form until the command ends: changing it exclusively, applying
   * shared. So a change sees every application committed before it, and an application is checked
   * against the questions as they are when it is written.
   */
  async lockForm(eventId: string, mode: 'change' | 'apply'): Promise<void> {
    const lock = mode === 'change' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
    await this.db()
      .selectNoFrom((eb) =>
        eb.fn(lock, [eb.fn('hashtext', [eb.val(`sprintboard.application_form.${eventId}`)])]).as('locked'),
      )
      .execute();
  }

  /** Whether anyone has applied to the event: from then on the form only grows by optional questions. */
  async hasApplications(eventId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('applications')
      .select('id')
      .where('event_id', '=', eventId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The event's questions in form order; `visibleOnly` leaves the hidden ones out (what applicants see). */
  list(eventId: string, visibleOnly = false): Promise<QuestionRow[]> {
    return this.db()
      .selectFrom('event_questions')
      .select(COLUMNS)
      .where('event_id', '=', eventId)
      .$if(visibleOnly, (query) => query.where('hidden', '=', false))
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  /** These questions (of any event), in form order per event. */
  byIds(questionIds: readonly string[]): Promise<QuestionRow[]> {
    if (questionIds.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('event_questions')
      .select(COLUMNS)
      .where('id', 'in', questionIds)
      .orderBy('event_id')
      .orderBy('position')
      .execute();
  }

  find(eventId: string, questionId: string): Promise<QuestionRow | undefined> {
    return this.db()
      .selectFrom('event_questions')
      .select(COLUMNS)
      .where('event_id', '=', eventId)
      .where('id', '=', questionId)
      .executeTakeFirst();
  }

  async nextPosition(eventId: string): Promise<number> {
    const { last } = await this.db()
      .selectFrom('event_questions')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return (last ?? 0) + 1;
  }

  async insert(id: string, eventId: string, position: number, settings: QuestionSettings): Promise<void> {
    await this.db()
      .insertInto('event_questions')
      .values({ id, event_id: eventId, position, ...columnsOf(settings) })
      .execute();
  }

  async update(questionId: string, settings: QuestionSettings): Promise<void> {
    await this.db()
      .updateTable('event_questions')
      .set((eb) => ({ ...columnsOf(settings), updated_at: eb.fn<Date>('now') }))
      .where('id', '=', questionId)
      .execute();
  }

  async setHidden(questionId: string, hidden: boolean): Promise<void> {
    await this.db()
      .updateTable('event_questions')
      .set((eb) => ({ hidden, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', questionId)
      .execute();
  }

  /** Numbers the event's questions 1, 2, 3... in the order given (every question of the event). */
  async setOrder(eventId: string, questionIds: readonly string[]): Promise<void> {
    for (const [index, id] of questionIds.entries()) {
      await this.db()
        .updateTable('event_questions')
        .set((eb) => ({ position: index + 1, updated_at: eb.fn<Date>('now') }))
        .where('event_id', '=', eventId)
        .where('id', '=', id)
        .execute();
    }
  }

  async insertAnswers(applicationId: string, values: ReadonlyMap<string, AnswerValue>): Promise<void> {
    if (values.size === 0) return;
    await this.db()
      .insertInto('application_answers')
      .values(
        [...values].map(([questionId, value]) => ({
          application_id: applicationId,
          question_id: questionId,
          value: jsonb(value),
        })),
      )
      .execute();
  }

  /** The answers of these applications. */
  async answersOf(applicationIds: readonly string[]): Promise<AnswerRow[]> {
    if (applicationIds.length === 0) return [];
    return this.db()
      .selectFrom('application_answers')
      .select(['application_id', 'question_id', 'value'])
      .where('application_id', 'in', applicationIds)
      .execute();
  }
}
