import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blockingViolations } from './axe-checks';
import { watchConsole } from './console-guard';
import { createVerifiedUser, signInBrowser, type VerifiedUser } from './verified-user';

const MB = 1024 * 1024;
const DROP_TEXT = 'Drop your avatar here, or click to choose a file';

/** A valid PNG of one colour, `size` pixels square: what a participant's avatar might be. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function avatarFileUrl(request: APIRequestContext, user: VerifiedUser): Promise<string | null> {
  const response = await request.get('/api/me/profile', {
    headers: { Authorization: `Bearer ${user.session.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { avatarFileUrl: string | null }).avatarFileUrl;
}

const avatarCard = (page: Page) => page.locator('.ant-card').filter({ hasText: /^Avatar/ });

/** The preview has drawn the image the server answered (its bytes came through the API client). */
async function expectPreviewLoaded(page: Page) {
  const preview = avatarCard(page).getByRole('img', { name: 'Your avatar' });
  await expect(preview).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The profile's own avatar shows it too.
  await expect(page.locator('.ant-avatar img').first()).toHaveAttribute('src', /^data:image\/webp;base64,/);
}

test('a participant uploads an avatar, sees it after a reload, replaces and removes it; bad files are refused in words', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(context.request, 'avatar');
  await signInBrowser(context, user.session);
  const browserConsole = watchConsole(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/files') uploads.push(request.url());
  });

  await page.goto('/profile');
  const card = avatarCard(page);
  await expect(card.getByText(DROP_TEXT)).toBeVisible();
  await expect(card.getByText('JPEG, PNG or WebP, up to 5 MB')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await test.step('upload a PNG: it is the avatar, and still after a reload', async () => {
    await card.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [200, 40, 40]),
    });
    await expect(page.getByText('Avatar updated')).toBeVisible();
    await expectPreviewLoaded(page);
    expect(await avatarFileUrl(context.request, user)).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    await page.reload();
    await expectPreviewLoaded(page);
    await expect(card.getByText(DROP_TEXT)).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('Replace with another PNG: a new file becomes the avatar', async () => {
    const before = await avatarFileUrl(context.request, user);
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Replace avatar' }).click();
    await (await chooser).setFiles({ name: 'blue.png', mimeType: 'image/png', buffer: solidPng(96, [40, 40, 200]) });
    await expect(page.getByText('Avatar updated')).toBeVisible();
    await expect.poll(() => avatarFileUrl(context.request, user)).not.toBe(before);
    await expectPreviewLoaded(page);
  });

  await test.step('Remove: the drop zone is back, and stays after a reload', async () => {
    await card.getByRole('button', { name: 'Remove avatar' }).click();
    await expect(page.getByText('Avatar removed')).toBeVisible();
    await expect(card.getByText(DROP_TEXT)).toBeVisible();
    expect(await avatarFileUrl(context.request, user)).toBeNull();
    await page.reload();
    await expect(card.getByText(DROP_TEXT)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Your avatar' })).toHaveCount(0);
  });

  await test.step('a 6 MB file is refused before it is sent', async () => {
    const sent = uploads.length;
    await card.locator('input[type="file"]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * MB, 1),
    });
    await expect(card.getByRole('alert')).toContainText('File is larger than 5 MB');
    expect(uploads.length).toBe(sent);
  });

  await test.step('a .png that is really text: the server’s refusal, as it words it', async () => {
    await card.locator('input[type="file"]').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are my notes, not a picture.\n'.repeat(20)),
    });
    await expect(card.getByRole('alert')).toContainText('Only JPEG, PNG or WebP images can be uploaded here');
    await expect(card.getByText(DROP_TEXT)).toBeVisible();
    expect(await avatarFileUrl(context.request, user)).toBeNull();
  });

  await test.step('on a 390 px phone: upload works, nothing is wider than the screen, axe passes', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByText(DROP_TEXT)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await card.locator('input[type="file"]').setInputFiles({
      name: 'phone.png',
      mimeType: 'image/png',
      buffer: solidPng(48, [40, 160, 40]),
    });
    await expect(page.getByText('Avatar updated')).toBeVisible();
    await expectPreviewLoaded(page);
    await expect(card.getByRole('button', { name: 'Replace avatar' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove avatar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  // The one refusal the server answered is the browser's only complaint.
  expect(browserConsole.errors).toEqual([
    'Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)',
  ]);
});
