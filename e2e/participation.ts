import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredSession } from './verified-user';

/**
 * Only an approved applicant takes part in an event (attaches and submits projects): `applicant`
 * applies to the event through the API and `admin` approves the application.
 */
export async function approveApplicant(
  request: APIRequestContext,
  applicant: StoredSession,
  admin: StoredSession,
  eventId: string,
): Promise<void> {
  const applied = await request.post(`/api/events/${eventId}/applications`, {
    headers: { Authorization: `Bearer ${applicant.accessToken}` },
    data: { role: 'Dev', shortAnswer: 'I build prototypes fast.' },
  });
  expect(applied.ok(), `apply answered ${applied.status()}: ${await applied.text()}`).toBe(true);
  const { id } = (await applied.json()) as { id: string };
  const adminHeaders = { Authorization: `Bearer ${admin.accessToken}` };
  const detail = await request.get(`/api/admin/applications/${id}`, { headers: adminHeaders });
  expect(detail.ok(), `application detail answered ${detail.status()}`).toBe(true);
  const { version } = (await detail.json()) as { version: number };
  const approved = await request.put(`/api/admin/applications/${id}/status`, {
    headers: adminHeaders,
    data: { status: 'approved', version },
  });
  expect(approved.ok(), `approve answered ${approved.status()}: ${await approved.text()}`).toBe(true);
}
