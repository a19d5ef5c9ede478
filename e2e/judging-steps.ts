import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, ok } from './api-calls';
import type { StoredSession, VerifiedUser } from './verified-user';

// Judging set up through the admin API and the confirm popovers of the Judging tab, shared by
// the judging, results and ventures journeys and the accessibility sweep.

/** Seats `user` as a judge of the event through the admin API. */
export async function addJudge(request: APIRequestContext, admin: StoredSession, eventId: string, user: VerifiedUser) {
  const added = await request.post(`/api/admin/events/${eventId}/judges`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { email: user.email },
  });
  expect(added.ok(), `add judge answered ${added.status()}: ${await added.text()}`).toBe(true);
}

/** Moves the event's judging one step ('open', 'close', 'publish', ...) through the admin API, at its current version. */
export async function judgingStep(request: APIRequestContext, admin: StoredSession, eventId: string, step: string) {
  const judging = await ok(
    await request.get(`/api/admin/events/${eventId}/judging`, { headers: bearer(admin) }),
    'judging',
  );
  const { version } = (await judging.json()) as { version: number };
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/${step}`, {
      headers: bearer(admin),
      data: { expectedVersion: version },
    }),
    `${step} judging`,
  );
}

/** Opens judging of the event and gives each submission to one of its judges. */
export async function openJudging(request: APIRequestContext, admin: StoredSession, eventId: string) {
  await judgingStep(request, admin, eventId, 'open');
  await ok(
    await request.post(`/api/admin/events/${eventId}/judging/assign`, {
      headers: bearer(admin),
      // Every test account is @example.com: the same-domain rule would exclude every judge.
      data: { reviewsPerSubmission: 1, sameDomainConflicts: false },
    }),
    'assign submissions',
  );
}

/** A criterion besides the event's Innovation (weight 25), so the total is really weighted. */
export async function addCriterion(request: APIRequestContext, admin: StoredSession, eventId: string) {
  const added = await request.post(`/api/admin/events/${eventId}/criteria`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { label: 'Execution', weight: 75, description: 'It works end to end in the demo.' },
  });
  expect(added.ok(), `add criterion answered ${added.status()}: ${await added.text()}`).toBe(true);
}

/** Confirms the open popover (Open/Close Judging, Publish/Withdraw Results...). */
export async function confirmPopover(page: Page, okText: string) {
  const ok = page.locator('.ant-popover:visible').getByRole('button', { name: okText });
  await ok.click();
  // A click that lands while the popover is still opening can be lost: click again, but only while the
  // popover stays open and idle. A click that landed closes it at once, or, where the confirmation
  // waits on the server, leaves its button loading until it closes.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await expect(ok).toBeHidden({ timeout: 3_000 });
      return;
    } catch {
      if (!(await ok.getAttribute('class', { timeout: 1_000 }).catch(() => ''))?.includes('ant-btn-loading'))
        await ok.click({ timeout: 2_000 }).catch(() => undefined);
    }
  }
  await expect(ok).toBeHidden();
}
