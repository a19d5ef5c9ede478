import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { signInThroughForm } from './auth-support';
import { watchConsole } from './console-guard';
import { inboxMessages } from './mail-inbox';
import { approveApplicant } from './participation';
import { adminSession, createEvent } from './staff-session';
import { createVerifiedUser, signInBrowser, type StoredSession, type VerifiedUser } from './verified-user';
import { expectToast, filterSubmissionsInUi, openSubmissionDetailInUi, submissionRow } from './winner-steps';

/** The app path of the first link to `/teams/invitations/...` emailed to `email`. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await inboxMessages(request)).find(
          (each) =>
            each.to.some((to) => to.address.toLowerCase() === email.toLowerCase()) &&
            (each.text ?? '').includes('/teams/invitations/'),
        );
        const url = message?.text?.match(/https?:\/\/\S+\/teams\/invitations\/[A-Za-z0-9_-]+/)?.[0];
        path = url ? new URL(url).pathname : undefined;
        return path;
      },
      { message: `an invitation email to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return path as string;
}

/** Waits for an email to `email` whose text matches `pattern`. */
async function expectEmail(request: APIRequestContext, email: string, pattern: RegExp): Promise<void> {
  await expect
    .poll(
      async () =>
        (await inboxMessages(request)).some(
          (each) =>
            each.to.some((to) => to.address.toLowerCase() === email.toLowerCase()) &&
            pattern.test(`${each.subject}\n${each.text ?? ''}`),
        ),
      { message: `an email to ${email} matching ${pattern}`, timeout: 10_000 },
    )
    .toBe(true);
}

async function signedInPage(browser: Browser, session: StoredSession): Promise<Page> {
  const context = await browser.newContext();
  await signInBrowser(context, session);
  return context.newPage();
}

/** The participant dashboard's Team tab of the event. */
async function openTeamTab(page: Page, eventId: string): Promise<void> {
  await page.goto(`/events/${eventId}/dashboard`);
  await expect(page.getByText('Welcome to your participant dashboard')).toBeVisible();
  await page.getByRole('tab', { name: 'Team', exact: true }).click();
}

function fullName(user: VerifiedUser): string {
  return `${user.firstName} ${user.lastName}`;
}

test('two approved participants team up by an emailed invitation, submit, and a third request is declined', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const eventTitle = `Team Sprint ${suffix}`;
  const eventId = await createEvent(request, admin, { title: eventTitle, tracks: ['discovery', 'startup'] });
  const teamTitle = `Lighthouse ${suffix}`;

  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const thirdContext = await browser.newContext();
  const owner = await createVerifiedUser(ownerContext.request, 'team-owner', { firstName: 'Olga', lastName: 'Owner' });
  // The member starts signed out: the emailed link sends them through sign-in and back.
  const member = await createVerifiedUser(request, 'team-member', {
    firstName: 'Max',
    lastName: 'Member',
  });
  const third = await createVerifiedUser(thirdContext.request, 'team-third', { firstName: 'Theo', lastName: 'Third' });
  for (const user of [owner, member, third]) await approveApplicant(request, user.session, admin, eventId);
  await signInBrowser(ownerContext, owner.session);
  await signInBrowser(thirdContext, third.session);
  const ownerPage = await ownerContext.newPage();
  const memberPage = await memberContext.newPage();
  const thirdPage = await thirdContext.newPage();
  const ownerConsole = watchConsole(ownerPage);
  const memberConsole = watchConsole(memberPage);

  await test.step('the owner creates a team on the Team tab', async () => {
    await openTeamTab(ownerPage, eventId);
    await expect(ownerPage.getByText('Team features coming soon!')).toHaveCount(0);
    await expect(ownerPage.getByRole('switch', { name: 'Looking for a team' })).toBeVisible();
    await expect(ownerPage.getByRole('tabpanel').getByRole('link', { name: 'Find Teams' })).toHaveAttribute(
      'href',
      `/teams?event=${eventId}`,
    );
    // Start a team is the create page, with the project attached to this event: its owner's team.
    await ownerPage.getByRole('link', { name: 'Create Team' }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/projects/create\\?event=${eventId}$`));
    await ownerPage.getByLabel('Project title').fill(teamTitle);
    await ownerPage.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(ownerPage, 'Project created successfully!');
    await openTeamTab(ownerPage, eventId);
    await expect(ownerPage.getByRole('link', { name: teamTitle })).toBeVisible();
    const members = ownerPage.getByRole('region', { name: 'Team members' });
    await expect(members.getByText(fullName(owner))).toBeVisible();
    await expect(members.getByText('Owner', { exact: true })).toBeVisible();
    await expect(ownerPage.getByText('1 of 5 members')).toBeVisible();
    await expect(ownerPage.getByText('4 of 5 seats open')).toBeVisible();
  });

  await test.step('the owner invites the other participant by email', async () => {
    const invite = ownerPage.getByRole('region', { name: 'Invite Member' });
    await expect(invite.getByRole('button', { name: 'Send Invite' })).toBeDisabled();
    await invite.getByLabel('Email').fill(member.email);
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await expectToast(ownerPage, 'Invitation sent');
    await expect(ownerPage.getByRole('region', { name: 'Pending invitations' }).getByText(member.email)).toBeVisible();
  });

  await test.step('another account opening the link is told it is not theirs', async () => {
    const path = await invitationLink(request, member.email);
    await thirdPage.goto(path);
    await expect(thirdPage.getByText('This invitation is for another account')).toBeVisible();
    await expect(thirdPage.getByText(`You are signed in as ${third.email}.`, { exact: false })).toBeVisible();
    await expect(thirdPage.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
  });

  await test.step("the invitation email's link, opened signed out, leads through sign-in and is accepted", async () => {
    const path = await invitationLink(request, member.email);
    await memberPage.goto(path);
    await expect(memberPage).toHaveURL(/\/auth\?next=%2Fteams%2Finvitations%2F/);
    await signInThroughForm(memberPage, member.email, member.password);
    await expect(memberPage).toHaveURL(new RegExp(`${path}$`));
    await expect(memberPage.getByRole('heading', { name: 'Team Invitation', level: 1 })).toBeVisible();
    await expect(
      memberPage.getByText(`${fullName(owner)} invites you to join ${teamTitle} for ${eventTitle}.`),
    ).toBeVisible();
    await memberPage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/events/${eventId}/dashboard$`));
    // Just signed in, other toasts may be closing by themselves: only this one is checked.
    await expect(
      memberPage.locator('.ant-notification-notice').filter({ hasText: `Welcome to ${teamTitle}!` }),
    ).toBeVisible();
  });

  await test.step('the used link says so', async () => {
    const path = await invitationLink(request, member.email);
    await memberPage.goto(path);
    await expect(memberPage.getByText('Invitation already used')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
  });

  await test.step('both see the team', async () => {
    await openTeamTab(memberPage, eventId);
    const seenByMember = memberPage.getByRole('region', { name: 'Team members' });
    await expect(seenByMember.getByText(fullName(owner))).toBeVisible();
    await expect(seenByMember.getByText(fullName(member))).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Leave Team' })).toBeVisible();
    await expect(memberPage.getByRole('region', { name: 'Invite Member' })).toHaveCount(0);
    // A member edits and submits like the owner, but only the owner detaches.
    await memberPage.getByRole('link', { name: teamTitle }).click();
    await expect(memberPage.getByRole('heading', { name: teamTitle, level: 1 })).toBeVisible();
    const memberActions = memberPage
      .locator('.ant-card')
      .filter({ has: memberPage.getByText('Project Actions', { exact: true }) });
    await expect(memberActions.getByRole('link', { name: 'Edit Project' })).toBeVisible();
    await expect(memberActions.getByRole('button', { name: 'Submit Project' })).toBeVisible();
    await expect(memberActions.getByRole('button', { name: 'Detach' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'Leave Team' })).toBeVisible();

    await openTeamTab(ownerPage, eventId);
    const seenByOwner = ownerPage.getByRole('region', { name: 'Team members' });
    await expect(seenByOwner.getByText(fullName(member))).toBeVisible();
    await expect(ownerPage.getByText('2 of 5 members')).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'Pending invitations' }).getByText(member.email)).toHaveCount(0);

    await memberPage.goto('/dashboard');
    const counts = memberPage.getByRole('list', { name: 'Counts' }).getByRole('listitem');
    await expect(counts.filter({ hasText: 'My Teams' }).locator('.ant-statistic-content-value')).toHaveText('1');
  });

  await test.step('the owner lists the team as looking for members', async () => {
    const listing = ownerPage.getByRole('region', { name: 'Looking for members' });
    const open = listing.getByRole('switch', { name: 'Show the team on Find Teams' });
    if ((await open.getAttribute('aria-checked')) !== 'true') await open.click();
    await listing.getByLabel('Looking for').fill('A designer who knows Figma');
    await listing.getByRole('button', { name: 'Save Listing' }).click();
    await expectToast(ownerPage, 'Team listing saved');
  });

  await test.step("a third participant switches on 'Looking for a team' and the owner finds and invites them", async () => {
    await openTeamTab(thirdPage, eventId);
    await thirdPage.getByRole('switch', { name: 'Looking for a team' }).click();
    await expectToast(thirdPage, 'Teams can now find you on Find Teams.');
    await ownerPage.goto(`/teams?event=${eventId}`);
    const person = ownerPage
      .getByRole('region', { name: 'People looking for a team' })
      .locator('.ant-card')
      .filter({ hasText: fullName(third) });
    await expect(person.getByText('Developer')).toBeVisible();
    await expect(person.getByText(third.email)).toHaveCount(0);
    await person.getByRole('button', { name: 'Invite' }).click();
    await expectToast(ownerPage, 'Invitation sent');
    await expect(person.getByText('Invited', { exact: true })).toBeVisible();
    await openTeamTab(ownerPage, eventId);
    // The owner never typed their address: the invitation shows their name, the email masked.
    const pending = ownerPage.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(fullName(third))).toBeVisible();
    await expect(pending.getByText(third.email)).toHaveCount(0);
  });

  await test.step('a third participant asks to join from Find Teams', async () => {
    await thirdPage.goto(`/teams?event=${eventId}`);
    await expect(thirdPage.getByRole('heading', { name: 'Find Teams', level: 1 })).toBeVisible();
    const card = thirdPage
      .getByRole('region', { name: 'Teams looking for members' })
      .locator('.ant-card')
      .filter({ hasText: teamTitle });
    await expect(card.getByText('3 of 5 seats open')).toBeVisible();
    await expect(card.getByText('A designer who knows Figma')).toBeVisible();
    await card.getByRole('button', { name: 'Request to Join' }).click();
    const dialog = thirdPage.getByRole('dialog', { name: `Request to join ${teamTitle}` });
    await expect(dialog).toBeVisible();
    // A click during the modal's zoom-in can be lost: wait until it has settled.
    await expect(thirdPage.locator('.ant-modal[class*="ant-zoom"]')).toHaveCount(0);
    await dialog.getByLabel('Message').fill('I design in Figma and test with users.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(thirdPage, 'Request sent');
    await expect(card.getByText('Request sent')).toBeVisible();
    await expectEmail(request, owner.email, /Theo Third/);
  });

  await test.step('the owner submits the project from the project page, which shows the team', async () => {
    await ownerPage.getByRole('link', { name: teamTitle }).click();
    await expect(ownerPage.getByRole('heading', { name: teamTitle, level: 1 })).toBeVisible();
    const teamCard = ownerPage.locator('.ant-card').filter({ has: ownerPage.getByText('Team', { exact: true }) });
    await expect(teamCard.getByText(fullName(member))).toBeVisible();
    await expect(teamCard.getByRole('button', { name: 'Make Owner' })).toBeVisible();
    const actions = ownerPage
      .locator('.ant-card')
      .filter({ has: ownerPage.getByText('Project Actions', { exact: true }) });
    await expect(actions.getByRole('button', { name: 'Detach' })).toBeVisible();
    await pickOption(actions.getByLabel('Track', { exact: true }), 'Discovery');
    await actions.getByRole('button', { name: 'Submit Project' }).click();
    await expectToast(ownerPage, 'Project submitted successfully!');
    // Submitted, the project stays in the event: Detach is no longer offered.
    await expect(actions.getByRole('button', { name: 'Detach' })).toHaveCount(0);
  });

  await test.step("staff see 'Team: 2' on the Submissions tab and the members in the drawer", async () => {
    const staffPage = await signedInPage(browser, admin);
    await filterSubmissionsInUi(staffPage, { eventTitle, eventId });
    await expect(submissionRow(staffPage, teamTitle)).toContainText('Team: 2');
    const drawer = await openSubmissionDetailInUi(staffPage, teamTitle);
    const team = drawer.getByRole('region', { name: 'Team' });
    await expect(team.getByText(fullName(owner))).toBeVisible();
    await expect(team.getByText(fullName(member))).toBeVisible();
    await staffPage.context().close();
  });

  await test.step("the owner declines the third participant's request, who is told by email", async () => {
    await openTeamTab(ownerPage, eventId);
    const requestItem = ownerPage
      .getByRole('region', { name: 'Join requests' })
      .getByRole('listitem')
      .filter({
        hasText: fullName(third),
      });
    await expect(requestItem.getByText('I design in Figma and test with users.')).toBeVisible();
    await requestItem.getByRole('button', { name: 'Decline' }).click();
    await expectToast(ownerPage, 'Request declined');
    await expect(ownerPage.getByRole('region', { name: 'Join requests' }).getByText(fullName(third))).toHaveCount(0);
    await expect(ownerPage.getByText('2 of 5 members')).toBeVisible();
    await expectEmail(request, third.email, /declined/i);
  });

  ownerConsole.expectClean();
  memberConsole.expectClean();
  for (const context of [ownerContext, memberContext, thirdContext]) await context.close();
});
