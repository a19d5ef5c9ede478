/** @jest-environment ./jest-dom-environment.mjs */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type Answer, appProviders, installFakeApi, jsonResponse as json } from '../../../../lib/testing/fake-api';

const api = installFakeApi();

let RemindersCard: ComponentType<{ eventId: string }>;
beforeAll(async () => {
  ({ RemindersCard } = await import('./reminders-card'));
});

const EVENT_ID = 'evt-1';
const PATH = `/api/admin/events/${EVENT_ID}/reminders`;
// Every kind the server stores; the card shows one row per kind it knows (more may come), and sends
// back every kind, changed or not.
const SAVED = {
  submissionDeadline: { enabled: true, offsetsHours: [24, 1] },
  judging: { enabled: true, offsetsHours: [24] },
  judgingClose: { enabled: false, offsetsHours: [24] },
  spotConfirmation: { enabled: true, offsetsHours: [48] },
};
const KNOWN_KINDS = [
  { name: 'Submission deadline', enabled: true, offsets: ['24', '1'] },
  { name: 'Judging', enabled: true, offsets: ['24'] },
  { name: 'Judging close date', enabled: false, offsets: ['24'] },
  { name: 'Spot confirmation', enabled: true, offsets: ['48'] },
];

/** GET answers the saved settings; PUT answers `put` (by default: stores and echoes the body). */
function server(put: Answer = async (request) => json(200, await request.json())): Answer {
  return async (request) => (request.method === 'GET' ? json(200, SAVED) : put(request));
}

function renderCard() {
  return render(appProviders()(<RemindersCard eventId={EVENT_ID} />));
}

/** The tags of a kind's offsets select, as shown. */
function offsetTags(kindName: string): string[] {
  const select = screen.getByRole('combobox', { name: `${kindName} offsets in hours` }).closest('.ant-select');
  if (!(select instanceof HTMLElement)) throw new Error(`no offsets select for ${kindName}`);
  return Array.from(select.querySelectorAll('.ant-select-selection-item-content'), (tag) => tag.textContent ?? '');
}

function removeOffset(kindName: string, hours: string) {
  const select = screen.getByRole('combobox', { name: `${kindName} offsets in hours` }).closest('.ant-select');
  const tag = Array.from(select?.querySelectorAll('.ant-select-selection-item') ?? []).find(
    (item) => item.querySelector('.ant-select-selection-item-content')?.textContent === hours,
  );
  const remove = tag?.querySelector('.ant-select-selection-item-remove');
  if (!remove) throw new Error(`no removable ${hours} h offset for ${kindName}`);
  fireEvent.click(remove);
}

function addOffset(kindName: string, hours: string) {
  // A separator (',' or ' ') ends a tag, as when typed.
  fireEvent.change(screen.getByRole('combobox', { name: `${kindName} offsets in hours` }), {
    target: { value: `${hours},` },
  });
}

afterEach(() => {
  cleanup();
  api.reset();
});

describe('RemindersCard', () => {
  it('shows a skeleton while the settings load, then each kind’s switch and offsets', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    api.answerWith(async (request) => {
      await loaded;
      return server()(request);
    });
    const { container } = renderCard();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Save reminders/ })).toBeNull();

    release();
    await screen.findByRole('button', { name: /Save reminders/ });
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    for (const kind of KNOWN_KINDS) {
      expect(screen.getByRole('switch', { name: kind.name }).getAttribute('aria-checked')).toBe(String(kind.enabled));
      expect(offsetTags(kind.name)).toEqual(kind.offsets);
    }
    expect(api.requests).toEqual([{ method: 'GET', path: PATH, body: undefined }]);
  });

  it('saves a kind turned off and changed offsets, busy while saving, then says so', async () => {
    let finishSave!: () => void;
    const saving = new Promise<void>((resolve) => (finishSave = resolve));
    api.answerWith(
      server(async (request) => {
        await saving;
        return json(200, await request.json());
      }),
    );
    renderCard();
    await screen.findByRole('button', { name: /Save reminders/ });

    fireEvent.click(screen.getByRole('switch', { name: 'Submission deadline' }));
    removeOffset('Spot confirmation', '48');
    addOffset('Spot confirmation', '72');
    addOffset('Spot confirmation', '24');
    expect(screen.getByRole('switch', { name: 'Submission deadline' }).getAttribute('aria-checked')).toBe('false');
    expect(offsetTags('Spot confirmation')).toEqual(['72', '24']);

    fireEvent.click(screen.getByRole('button', { name: /Save reminders/ }));
    await waitFor(() => expect(api.requests.some(({ method }) => method === 'PUT')).toBe(true));
    expect(screen.getByRole('button', { name: /Save reminders/ }).className).toMatch(/ant-btn-loading/);
    expect(api.requests.find(({ method }) => method === 'PUT')).toEqual({
      method: 'PUT',
      path: PATH,
      body: {
        ...SAVED,
        submissionDeadline: { enabled: false, offsetsHours: [24, 1] },
        spotConfirmation: { enabled: true, offsetsHours: [72, 24] },
      },
    });

    finishSave();
    expect(await screen.findByText('Reminders saved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save reminders/ }).className).not.toMatch(/ant-btn-loading/),
    );
    expect(offsetTags('Spot confirmation')).toEqual(['72', '24']);
  });

  it('shows the message of the field the server refused (a 400)', async () => {
    api.answerWith(
      server(() =>
        Promise.resolve(
          json(400, {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            fields: [
              { field: 'spotConfirmation.offsetsHours', reason: 'Each offset must be at most 336 hours (14 days)' },
            ],
          }),
        ),
      ),
    );
    renderCard();
    await screen.findByRole('button', { name: /Save reminders/ });
    addOffset('Spot confirmation', '400');
    fireEvent.click(screen.getByRole('button', { name: /Save reminders/ }));

    const toast = (await screen.findByText('Reminders not saved')).closest('.ant-notification-notice');
    if (!(toast instanceof HTMLElement)) throw new Error('the error is not in a notification');
    expect(within(toast).getByText('Each offset must be at most 336 hours (14 days)')).toBeTruthy();
    expect(screen.queryByText('Reminders saved')).toBeNull();
    // What was typed stays, to be corrected.
    expect(offsetTags('Spot confirmation')).toEqual(['48', '400']);
  });

  it('says so when the settings cannot be loaded', async () => {
    api.answerWith(() =>
      Promise.resolve(json(500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' })),
    );
    renderCard();
    expect(await screen.findByText('Reminder settings could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save reminders/ })).toBeNull();
  });
});
