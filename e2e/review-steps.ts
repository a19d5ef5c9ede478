import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';
import { bearer, ok } from './api-calls';
import { createVerifiedUser, signInBrowser, type VerifiedUser } from './verified-user';
import { expectToast } from './winner-steps';

// Steps of application review (issue 28) shared by its journeys: the Questions and Review tabs,
// applying with answers, and a reviewer's queue.

/** A reviewer (or an applicant) in a browser of their own: their refresh cookie lands there. */
export async function personInBrowser(browser: Browser, label: string, name: { firstName: string; lastName: string }) {
  const context = await browser.newContext();
  const user = await createVerifiedUser(context.request, label, name);
  await signInBrowser(context, user.session);
  return { page: await context.newPage(), user };
}

export interface QuestionInput {
  /** As the Type select words it: 'Short text', 'Single choice', 'Number', 'Yes / No'... */
  type: string;
  label: string;
  choices?: string[];
  min?: string;
  max?: string;
  required?: boolean;
}

/** The Questions tab's 'Add Question' dialog, filled and saved. */
export async function addQuestionInUi(page: Page, card: Locator, question: QuestionInput): Promise<void> {
  await card.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Question' });
  await pickOption(dialog.getByLabel('Type'), question.type);
  await dialog.getByLabel('Question', { exact: true }).fill(question.label);
  if (question.choices) await dialog.getByLabel('Choices').fill(question.choices.join('\n'));
  if (question.min !== undefined) await dialog.getByLabel('Minimum').fill(question.min);
  if (question.max !== undefined) await dialog.getByLabel('Maximum').fill(question.max);
  if (question.required) await dialog.getByLabel('Required').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Question added');
  await expect(dialog).toBeHidden();
}

/** The Review tab's 'Add Criterion' dialog: the weight as its select words it ('5 - Critical'). */
export async function addReviewCriterionInUi(
  page: Page,
  rubric: Locator,
  criterion: { label: string; weight: string; description?: string },
): Promise<void> {
  await rubric.getByRole('button', { name: 'Add Criterion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Criterion' });
  await dialog.getByLabel('Criterion').fill(criterion.label);
  await pickOption(dialog.getByLabel('Weight'), criterion.weight);
  if (criterion.description) await dialog.getByLabel('Description').fill(criterion.description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Review criterion added');
  await expect(dialog).toBeHidden();
}

/** The Review tab's 'Assign Applications', pressed; answers the summary of the run it shows. */
export async function assignApplicationsInUi(page: Page): Promise<Locator> {
  const card = page.locator('.ant-card').filter({ hasText: 'Assignment' });
  // A loaded machine may take a while to open the tab's code on a fresh page.
  await card.getByRole('button', { name: 'Assign Applications' }).click({ timeout: 30_000 });
  await expectToast(page, 'Applications assigned');
  return card.getByTestId('assign-summary');
}

export interface ApplicationInput {
  role: 'Dev' | 'PM' | 'Designer' | 'Other';
  shortAnswer: string;
  linkedinUrl?: string;
  /** The custom questions' answers, by the question's label. */
  answers?: Record<string, unknown>;
}

/** Applies through the API, answering the event's custom questions by their labels; answers the application's id. */
export async function applyThroughApi(
  request: APIRequestContext,
  applicant: VerifiedUser,
  eventId: string,
  application: ApplicationInput,
): Promise<string> {
  const answers: Record<string, unknown> = {};
  if (application.answers) {
    const listed = await ok(await request.get(`/api/events/${eventId}/questions`), 'questions');
    const questions = (await listed.json()) as { id: string; label: string }[];
    for (const [label, answer] of Object.entries(application.answers)) {
      const question = questions.find((each) => each.label === label);
      expect(question, `a question labelled '${label}'`).toBeDefined();
      answers[question!.id] = answer;
    }
  }
  const applied = await ok(
    await request.post(`/api/events/${eventId}/applications`, {
      headers: bearer(applicant.session),
      data: {
        role: application.role,
        shortAnswer: application.shortAnswer,
        ...(application.linkedinUrl ? { linkedinUrl: application.linkedinUrl } : {}),
        ...(application.answers ? { answers } : {}),
      },
    }),
    'apply',
  );
  return ((await applied.json()) as { id: string }).id;
}

/**
 * The reviewer works through what is left of their queue for the event: from /review to the first
 * application to review, then for each one the keys `keysFor` reads off the page (1-5 score the
 * highlighted criterion and move on) and 'Save Review', which moves to the next unreviewed one, until
 * it lands back on /review. Answers how many reviews were saved.
 */
export async function reviewQueueByKeys(
  page: Page,
  eventTitle: string,
  keysFor: (page: Page) => Promise<string[]>,
): Promise<number> {
  await page.goto('/review');
  const card = page.getByTestId('review-event').filter({ hasText: eventTitle });
  await card.getByTestId('review-item').filter({ hasText: 'To review' }).first().getByRole('link').click();
  for (let saved = 1; ; saved++) {
    await expect(page.getByTestId('weighted-total')).toHaveText('— / 5');
    const here = page.url();
    for (const key of await keysFor(page)) await page.keyboard.press(key);
    await page.getByRole('button', { name: 'Save Review' }).click();
    await expectToast(page, 'Review saved');
    await expect(page).not.toHaveURL(here);
    if (new URL(page.url()).pathname === '/review') return saved;
  }
}
