import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApplicationStatus } from '../../src/applications/application.events.js';
import type { TestAccount } from './accounts.js';

/**
 * Applies `applicant` to the event (active or upcoming) through the API and, unless `status` is
 * pending, has the admin `reviewer` decide it. Only an approved applicant takes part in an event
 * (attaches and submits projects). Returns the application's id.
 */
export async function applyAs(
  app: NestFastifyApplication,
  applicant: TestAccount,
  eventId: string,
  reviewer: TestAccount,
  status: ApplicationStatus = 'approved',
): Promise<string> {
  const applied = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/applications`,
    headers: applicant.auth,
    payload: { role: 'Dev', shortAnswer: 'I build things.' },
  });
  if (applied.statusCode !== 201) throw new Error(`apply answered ${applied.statusCode}: ${applied.body}`);
  const { id } = applied.json<{ id: string }>();
  if (status !== 'pending') await review(app, id, status, reviewer);
  return id;
}

/** Changes an application's status as `reviewer` (an admin), whatever its version. */
export async function review(
  app: NestFastifyApplication,
  applicationId: string,
  status: ApplicationStatus,
  reviewer: TestAccount,
): Promise<void> {
  const detail = await app.inject({
    method: 'GET',
    url: `/api/admin/applications/${applicationId}`,
    headers: reviewer.auth,
  });
  const { version } = detail.json<{ version: number }>();
  const changed = await app.inject({
    method: 'PUT',
    url: `/api/admin/applications/${applicationId}/status`,
    headers: reviewer.auth,
    payload: { status, version },
  });
  if (changed.statusCode !== 200) throw new Error(`review answered ${changed.statusCode}: ${changed.body}`);
}
