import { expect, test } from '@playwright/test';
import pg from 'pg';
import { bearer, ok } from './api-calls';
import { expectEmailsArrive, inboxMessages } from './mail-inbox';
import { pickOption } from './antd-inputs';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

const CONSENT = 'May we ask you in 6 months how your idea went?';

/**
 * Test-only arrangement: the app's clock cannot move, so the survey's due time (180 days after the
 * decision) is moved into the past in its database; the app's own scheduler tick (every 5 s here)
 * then asks it, as it would half a year later.
 */
async function makeSurveyDue(applicationId: string): Promise<void> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_POSTGRES_PORT ?? '54339'}/sprintboard`,
  });
  await client.connect();
  try {
    const moved = await client.query(
      "update application_follow_ups set due_at = now() - interval '1 minute' where application_id = $1",
      [applicationId],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/**
 * Issue 29, insights.md 5: an applicant says yes to the follow-up on the apply form, staff turn them
 * away, and when the survey falls due its email links to the survey, which asks the check-in's
 * questions. The scheduling rules themselves are covered by the backend's integration specs.
 */
test('a turned-away applicant who said yes is asked how their idea went, and answers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const title = `Follow-up Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const user = await createVerifiedUser(context.request, 'follow-up');
  await signInBrowser(context, user.session);

  await test.step(`applies with '${CONSENT}' ticked`, async () => {
    await page.goto(`/events/${eventId}/apply`);
    await expect(page.getByRole('heading', { name: `Apply to ${title}`, level: 1 })).toBeVisible();
    await pickOption(page.getByLabel('Role'), 'Developer');
    await page.getByLabel('Why do you want to join? What skills do you bring?').fill('I build fast prototypes.');
    await page.getByLabel(CONSENT).check();
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/confirmation`));
    await page.goto(`/events/${eventId}`);
    await expect(page.getByLabel(CONSENT)).toBeChecked();
  });

  const mine = (await (
    await ok(
      await request.get(`/api/events/${eventId}/applications/mine`, { headers: bearer(user.session) }),
      'my application',
    )
  ).json()) as { id: string };

  await test.step('staff reject the application', async () => {
    const detail = (await (
      await ok(await request.get(`/api/admin/applications/${mine.id}`, { headers: bearer(admin) }), 'detail')
    ).json()) as { version: number };
    await ok(
      await request.put(`/api/admin/applications/${mine.id}/status`, {
        headers: bearer(admin),
        data: { status: 'rejected', version: detail.version },
      }),
      'reject',
    );
  });

  await test.step('when the survey is due, its email links to it; the applicant answers', async () => {
    await makeSurveyDue(mine.id);
    const subject = `How did your idea go? Six months after applying to ${title}`;
    await expectEmailsArrive(request, [{ to: user.email, subject }]);
    const email = (await inboxMessages(request)).find(
      (message) => message.subject === subject && message.to.some((to) => to.address === user.email),
    );
    const path = /\/follow-up\/[0-9a-f-]{36}/.exec(email?.text ?? '')?.[0];
    expect(path).toBeTruthy();
    await page.goto(path ?? '/');
    await expect(page.getByRole('heading', { name: 'How did your idea go?', level: 1 })).toBeVisible();
    await expect(page.getByText('Still working on it?')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please tell us what happened since.')).toBeVisible();
    await page.getByLabel('What happened since?').fill('Built it anyway with two design partners.');
    await page.getByLabel('Customer interviews').fill('12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your answer was recorded.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('This survey has already been answered. Thank you!')).toBeVisible();
  });
});
