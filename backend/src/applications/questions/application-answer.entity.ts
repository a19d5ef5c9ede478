import { defineEntity, p } from '@mikro-orm/core';
import { Application } from '../application.entity.js';
import type { AnswerValue } from './question-rules.js';
import { EventQuestion } from './event-question.entity.js';

/** An applicant's answer to one custom question, written with the application and never changed. */
export const ApplicationAnswer = defineEntity({
  name: 'ApplicationAnswer',
  tableName: 'application_answers',
  properties: {
    application: p
      .manyToOne(Application)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('application_answers_application_id_fkey'),
    question: p
      .manyToOne(EventQuestion)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('application_answers_question_id_fkey'),
    value: p.json<AnswerValue>(),
  },
  indexes: [{ name: 'application_answers_question_index', properties: ['question'] }],
});
