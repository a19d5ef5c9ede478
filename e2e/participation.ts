import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredSession, VerifiedUser } from './verified-user';

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

/**
 * The participant's side through the API: get approved for the event (by `admin`), create a
 * project, attach it to the event, submit it. Returns the project's id.
 */
export async function submitProject(
  request: APIRequestContext,
  user: VerifiedUser,
  admin: StoredSession,
  eventId: string,
  project: { title: string; tagline: string; descriptionMd: string; track: string },
): Promise<string> {
  await approveApplicant(request, user.session, admin, eventId);
  const headers = { Authorization: `Bearer ${user.session.accessToken}` };
  const created = await request.post('/api/projects', {
    headers,
    data: {
      title: project.title,
      tagline: project.tagline,
      descriptionMd: project.descriptionMd,
      demoUrl: 'https://demo.example.com/sprint',
      repoUrl: 'https://github.com/example/sprint',
    },
  });
  expect(created.ok(), `create project answered ${created.status()}: ${await created.text()}`).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const attached = await request.post(`/api/projects/${id}/attach`, { headers, data: { eventId } });
  expect(attached.ok(), `attach answered ${attached.status()}: ${await attached.text()}`).toBe(true);
  const submitted = await request.post(`/api/projects/${id}/submissions`, {
    headers,
    data: { eventId, track: project.track },
  });
  expect(submitted.ok(), `submit answered ${submitted.status()}: ${await submitted.text()}`).toBe(true);
  return id;
}
