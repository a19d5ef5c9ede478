import { expect, test } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

test('a participant applies, sees the confirmation and a pending dashboard, and cannot apply twice', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const title = `Apply Sprint ${Date.now().toString(36)}`;
  const eventId = await createEvent(request, admin, { title });
  const user = await createVerifiedUser(context.request, 'applicant');
  await signInBrowser(context, user.session);

  await test.step('a missing role is refused with Missing Information', async () => {
    await page.goto(`/events/${eventId}/apply`);
    await expect(page.getByRole('heading', { name: `Apply to ${title}`, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByText('Pulled from your profile')).toBeVisible();
    const answer = page.getByLabel('Why do you want to join? What skills do you bring?');
    await answer.fill('I build fast prototypes.');
    await expect(page.getByText('24/500 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply$`));
  });

  await test.step('a complete application is submitted', async () => {
    await pickOption(page.getByLabel('Role'), 'Developer');
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page.getByText('Application Submitted!').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/confirmation$`));
    await expect(page.getByRole('heading', { name: 'Application Submitted!', level: 1 })).toBeVisible();
    await expect(page.getByText(`Your application for ${title} has been received`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Event' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });

  await test.step('Go to Dashboard opens /dashboard', async () => {
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).not.toHaveURL(new RegExp(`/events/${eventId}/dashboard$`));
  });

  await test.step('the event dashboard says the application is pending', async () => {
    await page.goto(`/events/${eventId}/dashboard`);
    await expect(page.getByText('Application Pending')).toBeVisible();
    await expect(
      page.getByText("Your application is pending. You'll receive an email when there's an update."),
    ).toBeVisible();
  });

  await test.step('applying again says Already Applied and goes back to the event', async () => {
    await page.goto(`/events/${eventId}/apply`);
    await expect(page.getByText('Already Applied', { exact: true })).toBeVisible();
    await expect(page.getByText('You have already applied to this event.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  });
});

test('the apply form saves a LinkedIn typed without https://, refuses a non-URL before sending, and shows server field errors on the field', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `LinkedIn Sprint ${Date.now().toString(36)}` });
  const user = await createVerifiedUser(context.request, 'linkedin');
  await signInBrowser(context, user.session);
  const posted: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/events/${eventId}/applications`)) {
      posted.push(sent.postData() ?? '');
    }
  });

  await page.goto(`/events/${eventId}/apply`);
  const linkedin = page.getByLabel('LinkedIn Profile');
  const answer = page.getByLabel('Why do you want to join? What skills do you bring?');
  const answerItem = page.locator('.ant-form-item').filter({ has: answer });
  await pickOption(page.getByLabel('Role'), 'Designer');

  await test.step('a LinkedIn that is not a URL is refused on the field, and nothing is sent', async () => {
    await linkedin.fill('not a url');
    await answer.fill('I design and test fast.');
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    const linkedinItem = page.locator('.ant-form-item').filter({ has: linkedin });
    await expect(linkedinItem.getByText('LinkedIn must be a valid URL.')).toBeVisible();
    await expect(page.getByText('Validation Error', { exact: true })).toBeVisible();
    expect(posted).toEqual([]);
  });

  await test.step("a rule only the server checks shows the field's own message on the field", async () => {
    await linkedin.fill('linkedin.com/in/jane');
    await answer.fill('x'.repeat(10_001));
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    const message = 'Your answer must be shorter than or equal to 10000 characters';
    await expect(answerItem.getByText(message)).toBeVisible();
    await expect(page.locator('.ant-notification').getByText(message)).toBeVisible();
    await expect(page.getByText('Some fields are invalid.')).toHaveCount(0);
    expect(posted).toHaveLength(1);
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply$`));
  });

  await test.step('the LinkedIn typed as linkedin.com/in/jane is saved as https://linkedin.com/in/jane', async () => {
    await answer.fill('I design and test fast.');
    await expect(answerItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/confirmation$`));
    const mine = await request.get(`/api/events/${eventId}/applications/mine`, {
      headers: { Authorization: `Bearer ${user.session.accessToken}` },
    });
    expect(mine.ok(), `GET mine answered ${mine.status()}`).toBe(true);
    expect(((await mine.json()) as { linkedinUrl: string | null }).linkedinUrl).toBe('https://linkedin.com/in/jane');
  });
});

test("the apply page's load failures use the spec's texts", async ({ page, request, context }) => {
  const admin = await adminSession(request);
  const eventId = await createEvent(request, admin, { title: `Apply Failure Sprint ${Date.now().toString(36)}` });
  const user = await createVerifiedUser(context.request, 'apply-failure');
  await signInBrowser(context, user.session);
  const failure = page.getByText('Unable to Load Application');

  await test.step('a profile that cannot be read: Profile error', async () => {
    await page.route('**/api/me/profile', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'profile store offline', requestId: 'r1' }),
      }),
    );
    await page.goto(`/events/${eventId}/apply`);
    await expect(failure).toBeVisible();
    await expect(page.getByText('Profile error: profile store offline')).toBeVisible();
    await page.unroute('**/api/me/profile');
  });

  await test.step('a missing profile: User profile not found', async () => {
    await page.route('**/api/me/profile', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found', requestId: 'r2' }),
      }),
    );
    await page.goto(`/events/${eventId}/apply`);
    await expect(failure).toBeVisible();
    await expect(page.getByText('User profile not found')).toBeVisible();
    await page.unroute('**/api/me/profile');
  });

  await test.step('an event that cannot be read: Database error', async () => {
    await page.route(`**/api/events/${eventId}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'database unavailable', requestId: 'r3' }),
      }),
    );
    await page.goto(`/events/${eventId}/apply`);
    await expect(failure).toBeVisible();
    await expect(page.getByText('Database error: database unavailable')).toBeVisible();
    await page.unroute(`**/api/events/${eventId}`);
  });

  await test.step('an unknown event: Event not found', async () => {
    await page.goto('/events/00000000-0000-4000-8000-000000000000/apply');
    await expect(page.getByText('Event not found', { exact: true })).toBeVisible();
    await expect(page.getByText('This event is not available. Please return to the Events page.')).toBeVisible();
  });
});
