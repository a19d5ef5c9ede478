import { expect, test } from '@playwright/test';
import { watchConsole } from './console-guard';
import { createVerifiedUser, signInBrowser } from './verified-user';

test('a visitor who opens /profile is sent to sign in first', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
});

test('a user edits the profile, adds skills by button and Enter, and sees it saved after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const user = await createVerifiedUser(context.request, 'profile');
  await signInBrowser(context, user.session);
  const browserConsole = watchConsole(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByText('A participant can join events and submit projects.')).toBeVisible();
  await expect(page.getByText('An admin has full platform access and can manage events and users.')).toBeVisible();

  await test.step('Cancel leaves the profile as it was', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Location').fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('Nowhere')).toHaveCount(0);
  });

  await test.step('edit every kind of field', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Location').fill('Palo Alto, CA');
    await form.getByLabel('Bio').fill('Builds compilers.');
    await form.getByLabel('GitHub').fill('https://github.com/grace');
    await form.getByLabel('LinkedIn').fill('linkedin.com/in/grace');
  });

  await test.step('skills: button, Enter, blanks ignored, duplicates refused, tags removable', async () => {
    const form = page.getByRole('form', { name: 'Edit profile' });
    const skill = form.getByLabel('Skills');
    await skill.fill('TypeScript');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await skill.fill('React');
    await skill.press('Enter');
    await skill.fill('   ');
    await skill.press('Enter');
    await skill.fill(' typescript ');
    await skill.press('Enter');
    await expect(page.getByText('Skill already added')).toBeVisible();
    await skill.fill('Go');
    await skill.press('Enter');
    await form.getByRole('button', { name: 'Remove Go' }).click();

    const tags = form.locator('.ant-tag');
    await expect(tags).toHaveText(['TypeScript', 'React']);
    // Enter added skills; it did not submit the form.
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  await test.step('an invalid link is caught before saving; Save then returns to view mode', async () => {
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter a URL starting with http:// or https://')).toBeVisible();
    await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/grace');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Grace Tester' })).toBeVisible();
  await expect(page.getByText('Palo Alto, CA')).toBeVisible();
  await expect(page.getByText('Builds compilers.')).toBeVisible();
  await expect(page.getByText('TypeScript', { exact: true })).toBeVisible();
  await expect(page.getByText('React', { exact: true })).toBeVisible();
  await expect(page.getByText('Go', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'https://github.com/grace' })).toHaveAttribute(
    'href',
    'https://github.com/grace',
  );
  await expect(page.getByRole('link', { name: 'https://www.linkedin.com/in/grace' })).toBeVisible();
  browserConsole.expectClean();
});
