import { Application } from './application.entity.js';
import { ApplicationDecisionLag } from './application-decision-lag.entity.js';
import { ApplicationStatusHistory } from './application-status-history.entity.js';
import { ApplicationTally } from './application-tally.entity.js';
import { ApplicationAnswer } from './questions/application-answer.entity.js';
import { EventQuestion } from './questions/event-question.entity.js';
import { SpotConfirmation } from './spots/spot-confirmation.entity.js';

/** Registered by ApplicationsModule. */
export const APPLICATIONS_ENTITIES = [
  Application,
  ApplicationStatusHistory,
  ApplicationTally,
  ApplicationDecisionLag,
  EventQuestion,
  ApplicationAnswer,
  SpotConfirmation,
];
