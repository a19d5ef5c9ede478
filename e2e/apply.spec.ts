import { expect, test } from '@playwright/test';
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
    await page.getByLabel('Role').click();
    await page.locator('.ant-select-item-option', { hasText: 'Developer' }).click();
    await page.getByRole('button', { name: 'Apply to Sprint' }).click();
    await expect(page.getByText('Application Submitted!').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/confirmation$`));
    await expect(page.getByRole('heading', { name: 'Application Submitted!', level: 1 })).toBeVisible();
    await expect(page.getByText(`Your application for ${title} has been received`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Event' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });

  await test.step('the event dashboard says the application is pending', async () => {
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/dashboard$`));
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
