import { expect, test } from '@playwright/test';
import { bearer, ok } from './api-calls';
import { adminSession } from './staff-session';
import { createVerifiedUser, signInBrowser } from './verified-user';

// Organizers may not open /admin (admins only): every link the spec points there takes them to
// /admin/bootstrap, and their dashboard's Users total is a number.
test("an organizer's Back to Admin opens /admin/bootstrap, where the Users total is a number", async ({
  page,
  request,
  context,
}) => {
  const admin = await adminSession(request);
  const organizer = await createVerifiedUser(context.request, 'links-organizer');
  await ok(
    await request.post('/api/admin/roles/grant', {
      headers: bearer(admin),
      data: { email: organizer.email, role: 'organizer' },
    }),
    'grant organizer',
  );
  const users = (await (await request.get('/api/admin/users?pageSize=1', { headers: bearer(admin) })).json()) as {
    total: number;
  };
  await signInBrowser(context, organizer.session);

  await test.step("the wizard's Back to Admin goes to /admin/bootstrap", async () => {
    await page.goto('/admin/events/create');
    await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin/bootstrap');
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/bootstrap$/);
    await expect(page.getByRole('heading', { name: 'Hackathon Admin Dashboard' })).toBeVisible();
  });

  await test.step('the Users total is a number, not —', async () => {
    const total = page.getByRole('group', { name: 'Users', exact: true }).locator('[data-stat-value]');
    await expect(total).toHaveText(/^\d[\d,]*$/);
    expect(Number((await total.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(users.total);
  });
});
