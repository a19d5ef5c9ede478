import { Application } from '../applications/application.entity.js';
import { ApplicationStatusHistory } from '../applications/application-status-history.entity.js';
import { ApplicationDecisionLag } from '../applications/application-decision-lag.entity.js';
import { ApplicationTally } from '../applications/application-tally.entity.js';
import { AuditCheckpoint } from '../audit/audit-checkpoint.entity.js';
import { DomainEventRecord } from '../audit/domain-event.entity.js';
import { OneTimeToken } from '../auth/one-time-token.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Session } from '../auth/session.entity.js';
import { Event } from '../events/event.entity.js';
import { EventJudge } from '../events/event-judge.entity.js';
import { JudgeInvitation } from '../events/judge-invitation.entity.js';
import { JudgingCriterion } from '../events/judging-criterion.entity.js';
import { EventJudging } from '../judging/event-judging.entity.js';
import { JudgeAssignment } from '../judging/judge-assignment.entity.js';
import { JudgeConflict } from '../judging/judge-conflict.entity.js';
import { ScoreSheet } from '../judging/score-sheet.entity.js';
import { EmailDelivery } from '../notifications/email/email-delivery.entity.js';
import { OutboxMessage } from '../notifications/outbox/outbox-message.entity.js';
import { ProjectEventLink } from '../projects/project-event-link.entity.js';
import { Project } from '../projects/project.entity.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import { ProjectSubmission } from '../projects/project-submission.entity.js';
import { TeamInvitation } from '../projects/team-invitation.entity.js';
import { TeamJoinRequest } from '../projects/team-join-request.entity.js';
import { TeamSeeker } from '../projects/team-seeker.entity.js';
import { Winner } from '../projects/winner.entity.js';
import { Profile } from '../users/profile.entity.js';
import { User } from '../users/user.entity.js';
import { UserRole } from '../users/user-role.entity.js';

/** Every entity of the app, in one list the ORM config and the migration CLI share. */
export const ENTITIES = [
  DomainEventRecord,
  AuditCheckpoint,
  OutboxMessage,
  EmailDelivery,
  User,
  Profile,
  UserRole,
  Event,
  JudgingCriterion,
  EventJudge,
  JudgeInvitation,
  Session,
  RefreshToken,
  OneTimeToken,
  Project,
  ProjectMember,
  ProjectEventLink,
  ProjectSubmission,
  Winner,
  TeamInvitation,
  TeamJoinRequest,
  TeamSeeker,
  Application,
  ApplicationStatusHistory,
  ApplicationTally,
  ApplicationDecisionLag,
  EventJudging,
  JudgeAssignment,
  JudgeConflict,
  ScoreSheet,
];
