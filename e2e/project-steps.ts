import { expect, type Page } from '@playwright/test';
import { pickOption } from './antd-inputs';

/** A 1x1 transparent PNG, served for the image URLs the projects use (no network in tests). */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const IMAGE_HOST = 'https://images.sprintboard.test';

/** Answers every request for an image under IMAGE_HOST with a tiny PNG. */
export async function serveProjectImages(page: Page): Promise<void> {
  await page.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
  );
}

export interface ProjectDraft {
  title: string;
  tagline: string;
  description: string;
  demoUrl: string;
  repoUrl: string;
  image: { url: string; alt: string };
}

export function projectDraft(title: string): ProjectDraft {
  return {
    title,
    tagline: 'Ship faster with fewer meetings',
    description: '## The idea\n\nA **bold** plan for enterprise builders.',
    demoUrl: 'https://demo.example.com',
    repoUrl: 'https://github.com/example/project',
    image: { url: `${IMAGE_HOST}/screenshot.png`, alt: 'The dashboard' },
  };
}

/**
 * Creates a project through /projects/create (the page must be signed in) and waits for its page.
 * Returns the new project's id.
 */
export async function createProjectInUi(page: Page, draft: ProjectDraft): Promise<string> {
  await serveProjectImages(page);
  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
  await page.getByLabel('Project title').fill(draft.title);
  await page.getByLabel('Tagline').fill(draft.tagline);
  await page.getByLabel('Description', { exact: true }).fill(draft.description);
  await expect(
    page.getByRole('region', { name: 'Description preview' }).getByRole('heading', { name: 'The idea' }),
  ).toBeVisible();
  await page.getByLabel('Demo URL').fill(draft.demoUrl);
  await page.getByLabel('Repository URL').fill(draft.repoUrl);
  await page.getByLabel('Image 1 URL').fill(draft.image.url);
  await page.getByLabel('Image 1 alt text').fill(draft.image.alt);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: draft.title, level: 1 })).toBeVisible();
  const id = /\/projects\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id, 'the new project id in the URL').toBeTruthy();
  return id as string;
}

/** Picks an option of an antd Select found by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await pickOption(page.getByLabel(label, { exact: true }), option);
}

/**
 * On the project page: attaches the project to the event titled `eventTitle` and submits it to
 * `trackLabel` (e.g. 'Discovery'). Leaves the page on the project.
 */
export async function attachAndSubmitInUi(
  page: Page,
  projectId: string,
  eventTitle: string,
  trackLabel: string,
): Promise<void> {
  await serveProjectImages(page);
  await page.goto(`/projects/${projectId}`);
  const actions = page.locator('.ant-card').filter({ has: page.getByText('Project Actions', { exact: true }) });
  await expect(actions.getByRole('button', { name: 'Attach' })).toBeDisabled();
  await expect(actions.getByText('Please select an event.')).toBeVisible();
  await choose(page, 'Event', eventTitle);
  await actions.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('Project attached to event successfully!')).toBeVisible();
  await expect(actions.getByRole('link', { name: eventTitle })).toBeVisible();
  await expect(actions.getByText(/left until the submission deadline/)).toBeVisible();

  await expect(actions.getByRole('button', { name: 'Submit Project' })).toBeDisabled();
  await expect(actions.getByText('Please select a track.')).toBeVisible();
  await choose(page, 'Track', trackLabel);
  await actions.getByRole('button', { name: 'Submit Project' }).click();
  await expect(page.getByText('Project submitted successfully!')).toBeVisible();
  await expect(actions.getByText('Already submitted')).toBeVisible();
}
