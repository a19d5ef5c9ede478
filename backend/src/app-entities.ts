import { ANNOUNCEMENTS_ENTITIES } from './announcements/announcements.entities.js';
import { APPLICATIONS_ENTITIES } from './applications/applications.entities.js';
import { AUDIT_ENTITIES } from './audit/audit.entities.js';
import { AUTH_ENTITIES } from './auth/auth.entities.js';
import { EMAIL_PREFERENCES_ENTITIES } from './email-preferences/email-preferences.entities.js';
import { EVENTS_ENTITIES } from './events/events.entities.js';
import { FILES_ENTITIES } from './files/files.entities.js';
import { FOLLOW_UPS_ENTITIES } from './follow-ups/follow-ups.entities.js';
import { JUDGING_ENTITIES } from './judging/judging.entities.js';
import { NOTIFICATIONS_ENTITIES } from './notifications/notifications.entities.js';
import { PROJECTS_ENTITIES } from './projects/projects.entities.js';
import { REMINDERS_ENTITIES } from './reminders/reminders.entities.js';
import { REVIEW_ENTITIES } from './review/review.entities.js';
import { REVIEWING_ENTITIES } from './review/reviewing/reviewing.entities.js';
import { TEAMS_ENTITIES } from './teams/teams.entities.js';
import { USERS_ENTITIES } from './users/users.entities.js';
import { VENTURES_ENTITIES } from './ventures/ventures.entities.js';
import { VENTURE_CHECKINS_ENTITIES } from './ventures/checkins.entities.js';

/**
 * Every entity of the app. The app's modules each register their own with the ORM
 * (`MikroOrmModule.forFeature`); the tools that open the ORM without the app (migration CLI,
 * schema diff, audit:verify) map this list, and `database/database.ts` types Kysely from it.
 * test/backbone/entity-registration.int-spec.ts checks that the two agree.
 */
export const APP_ENTITIES = [
  ...AUDIT_ENTITIES,
  ...NOTIFICATIONS_ENTITIES,
  ...USERS_ENTITIES,
  ...EVENTS_ENTITIES,
  ...AUTH_ENTITIES,
  ...PROJECTS_ENTITIES,
  ...TEAMS_ENTITIES,
  ...APPLICATIONS_ENTITIES,
  ...JUDGING_ENTITIES,
  ...VENTURES_ENTITIES,
  ...VENTURE_CHECKINS_ENTITIES,
  ...REVIEW_ENTITIES,
  ...REVIEWING_ENTITIES,
  ...FOLLOW_UPS_ENTITIES,
  ...EMAIL_PREFERENCES_ENTITIES,
  ...ANNOUNCEMENTS_ENTITIES,
  ...REMINDERS_ENTITIES,
  ...FILES_ENTITIES,
];
