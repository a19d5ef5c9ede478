import { Application } from './application.entity.js';
import { ApplicationDecisionLag } from './application-decision-lag.entity.js';
import { ApplicationStatusHistory } from './application-status-history.entity.js';
import { ApplicationTally } from './application-tally.entity.js';

/** Registered by ApplicationsModule. */
export const APPLICATIONS_ENTITIES = [Application, ApplicationStatusHistory, ApplicationTally, ApplicationDecisionLag];
