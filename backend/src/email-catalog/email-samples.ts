import { announcementEmail, announcementText } from '../announcements/announcement-email.js';
import { announcementHtml } from '../announcements/announcement-html.js';
import { decisionEmail, type DecisionContext } from '../applications/decision-emails.js';
import { spotEmail } from '../applications/spots/spot-emails.js';
import { authEmails } from '../auth/auth-emails.js';
import { seatEmails } from '../events/seat-emails.js';
import { followUpEmail } from '../follow-ups/follow-up-emails.js';
import { resultsEmails } from '../judging/results/results-emails.js';
import { teamEmails } from '../teams/team-emails.js';
import { checkinEmail } from '../ventures/checkin-emails.js';
import {
  judgingCloseReminder,
  judgingReminder,
  spotConfirmationReminder,
  submissionDeadlineReminder,
} from '../reminders/reminder-emails.js';
import type { EmailMessage, EmailTemplate } from '../notifications/email/email-message.js';

/** The app address of every sample (links to it may become the email's button). */
export const SAMPLE_APP_URL = 'https://sprint.example.com';

const APP = SAMPLE_APP_URL;
const TO = 'ada@example.com';
const EVENT_ID = '0b8f6c1e-3f3a-4a52-9d8e-1c2b3a4d5e6f';
const PROJECT_ID = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const decision: Omit<DecisionContext, 'status'> = {
  applicationId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  userId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Ada',
  eventTitle: 'Climate Sprint 2027',
  eventId: EVENT_ID,
};
const team = { projectId: PROJECT_ID, eventId: EVENT_ID };
const followUp = { followUpId: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b', applicationId: decision.applicationId };
const checkin = {
  ventureId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  checkinId: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c',
  ventureName: 'Solar Share',
  sprintTitle: 'Climate Sprint 2027',
  offsetDays: 90,
};

/** Templates only the backbone tests declare (test/support/probe.module.ts); no feature sends them. */
type TestOnlyTemplate = 'probe' | 'probe.decision';

/**
 * One email of every template, made by the feature's own builder, so a changed email shows in the
 * snapshots. A template added to EmailTemplates without a sample here fails the typecheck, and
 * email-html.spec.ts fails too.
 */
export const EMAIL_SAMPLES: { [T in Exclude<EmailTemplate, TestOnlyTemplate>]: () => EmailMessage } = {
  'auth.verify_email': () => authEmails.verify(TO, 'Ada', `${APP}/auth/verify?token=v3r1fy-t0ken`),
  'auth.already_registered': () => authEmails.alreadyRegistered(TO, `${APP}/auth`),
  'auth.reset_password': () => authEmails.resetPassword(TO, `${APP}/auth/reset-password?token=r3set-t0ken`),
  'auth.password_changed': () => authEmails.passwordChanged(TO),
  'event.judge_invitation': () =>
    seatEmails.invitation('judge', { email: TO, name: 'Ada' }, 'Climate Sprint 2027', `${APP}/auth?tab=sign-up`),
  'event.reviewer_invitation': () =>
    seatEmails.invitation('reviewer', { email: TO, name: null }, 'Climate Sprint 2027', `${APP}/auth?tab=sign-up`),
  'application.approved': () =>
    decisionEmail(TO, { ...decision, status: 'approved', confirmBy: '3 March 2027, 18:00 (Europe/Berlin)' }, APP),
  'application.waitlisted': () =>
    decisionEmail(TO, { ...decision, status: 'waitlisted', hearBy: '10 March 2027' }, APP),
  'application.rejected': () => decisionEmail(TO, { ...decision, status: 'rejected' }, APP),
  'application.spot_offered': () =>
    spotEmail('offered', TO, { ...decision, deadline: '5 March 2027, 18:00 (Europe/Berlin)' }, APP),
  'application.spot_confirmed': () => spotEmail('confirmed', TO, decision, APP),
  'application.spot_declined': () => spotEmail('declined', TO, decision, APP),
  'application.spot_expired': () =>
    spotEmail('expired', TO, { ...decision, deadline: '5 March 2027, 18:00 (Europe/Berlin)' }, APP),
  'results.published': () =>
    resultsEmails.published(TO, 'Climate Sprint 2027', 'Solar Share', `${APP}/projects/${PROJECT_ID}`, team),
  'team.invitation': () =>
    teamEmails.invitation(
      TO,
      'Grace Hopper',
      'Solar Share',
      'Climate Sprint 2027',
      `${APP}/teams/invitations/inv1t3`,
      team,
    ),
  'team.join_request_received': () =>
    teamEmails.joinRequestReceived(
      TO,
      'Grace Hopper',
      'Solar Share',
      'I build batteries and would love to help.',
      `${APP}/projects/${PROJECT_ID}`,
      team,
    ),
  'team.join_request_accepted': () =>
    teamEmails.joinRequestAnswered(TO, 'Solar Share', true, `${APP}/projects/${PROJECT_ID}`, team),
  'team.join_request_declined': () =>
    teamEmails.joinRequestAnswered(TO, 'Solar Share', false, `${APP}/events/${EVENT_ID}/teams`, team),
  'follow_up.asked': () => followUpEmail('ask', TO, { ...followUp, eventTitle: 'Climate Sprint 2027' }, APP),
  'follow_up.reminder': () => followUpEmail('reminder', TO, { ...followUp, eventTitle: 'Climate Sprint 2027' }, APP),
  'venture.checkin_asked': () => checkinEmail('ask', TO, checkin, APP),
  'venture.checkin_reminder': () => checkinEmail('reminder', TO, checkin, APP),
  announcement: () => {
    const content = {
      announcementId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      eventId: EVENT_ID,
      eventTitle: 'Climate Sprint 2027',
      subject: 'Kickoff moves to 9:30',
      bodyMd: 'Hi all,\n\nThe kickoff starts at **9:30** in Hall B.\n\n- Bring your laptop\n- Coffee from 9:00',
    };
    return announcementEmail(
      TO,
      content,
      announcementText(content, APP),
      { category: 'announcements', url: `${APP}/unsubscribe?token=s1gned-t0ken` },
      announcementHtml(content, APP),
    );
  },
  'reminder.submission_deadline': () =>
    submissionDeadlineReminder(
      TO,
      {
        eventId: EVENT_ID,
        eventTitle: 'Climate Sprint 2027',
        occasion: 'before_24h',
        deadline: '2027-01-07 16:00 UTC',
      },
      { category: 'reminders', url: `${APP}/unsubscribe?token=s1gned-t0ken` },
      APP,
    ),
  'reminder.spot_confirmation': () =>
    spotConfirmationReminder(
      TO,
      {
        eventId: EVENT_ID,
        eventTitle: 'Climate Sprint 2027',
        occasion: 'before_48h@2027-01-03T16:00:00.000Z',
        deadline: '2027-01-03 16:00 UTC',
      },
      { category: 'reminders', url: `${APP}/unsubscribe?token=s1gned-t0ken` },
      APP,
    ),
  'reminder.judging': () =>
    judgingReminder(
      TO,
      {
        eventId: EVENT_ID,
        eventTitle: 'Climate Sprint 2027',
        occasion: 'after_24h@2027-01-08T17:00:00.000Z',
        deadline: '2027-01-10 17:00 UTC',
        unscored: 3,
      },
      { category: 'reminders', url: `${APP}/unsubscribe?token=s1gned-t0ken` },
      APP,
    ),
  'reminder.judging_close': () =>
    judgingCloseReminder(
      TO,
      {
        eventId: EVENT_ID,
        eventTitle: 'Climate Sprint 2027',
        occasion: 'before_24h@2027-01-10T17:00:00.000Z',
        deadline: '2027-01-10 17:00 UTC',
        unscored: 1,
      },
      { category: 'reminders', url: `${APP}/unsubscribe?token=s1gned-t0ken` },
      APP,
    ),
};
