/** @jest-environment ./jest-dom-environment.mjs */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type Answer, appProviders, installFakeApi, jsonResponse as json } from '../../../../lib/testing/fake-api';

const api = installFakeApi();

let JudgingCloseDate: ComponentType<{ eventId: string; closesAt: string | null }>;
beforeAll(async () => {
  ({ JudgingCloseDate } = await import('./judging-close-date'));
});

const EVENT_ID = '0b7f3c1e-5d2a-4e8f-9a6b-1c2d3e4f5a6b';
const PATH = `/api/admin/events/${EVENT_ID}/judging/close-date`;
// 17:00 UTC is 09:00 in Los Angeles (January: UTC-8).
const SAVED = '2027-01-10T17:00:00.000Z';

/** GET answers the event (its timezone); PUT answers `put` (by default: the judging with the date as sent). */
function server(put?: Answer): Answer {
  return async (request) => {
    if (request.method === 'GET') return json(200, { id: EVENT_ID, timezone: 'America/Los_Angeles' });
    if (put) return put(request);
    const { closesAt } = (await request.json()) as { closesAt: string | null };
    return json(200, { eventId: EVENT_ID, phase: 'open', version: 2, openedAt: null, closesAt });
  };
}

function renderForm(closesAt: string | null) {
  const wrap = appProviders();
  const tree = (at: string | null) => wrap(<JudgingCloseDate eventId={EVENT_ID} closesAt={at} />);
  const rendered = render(tree(closesAt));
  return { ...rendered, showSaved: (at: string | null) => rendered.rerender(tree(at)) };
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^(loading )?${name}$`) });
const puts = () => api.requests.filter(({ method }) => method === 'PUT');

afterEach(() => {
  cleanup();
  api.reset();
});

describe('JudgingCloseDate', () => {
  it('shows the saved close date in the event’s timezone and saves it back as the same instant, busy meanwhile', async () => {
    let finish!: () => void;
    const saving = new Promise<void>((resolve) => (finish = resolve));
    api.answerWith(
      server(async (request) => {
        await saving;
        return server()(request);
      }),
    );
    renderForm(SAVED);
    const input = await screen.findByLabelText('Close date');
    expect(screen.getByText('Close date (America/Los_Angeles)')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('2027-01-10 09:00');

    fireEvent.click(button('Save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({ method: 'PUT', path: PATH, body: { closesAt: SAVED } });
    expect(button('Save').className).toMatch(/ant-btn-loading/);

    finish();
    expect(await screen.findByText('Close date saved')).toBeTruthy();
    await waitFor(() => expect(button('Save').className).not.toMatch(/ant-btn-loading/));
  });

  it('follows a newly saved date (the progress refetched) and still says it was saved', async () => {
    let finish!: () => void;
    const saving = new Promise<void>((resolve) => (finish = resolve));
    api.answerWith(
      server(async (request) => {
        await saving;
        return server()(request);
      }),
    );
    const { showSaved } = renderForm(SAVED);
    const input = await screen.findByLabelText('Close date');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    // The Judging tab's progress answers the new date before the save's own answer is handled.
    showSaved('2027-01-11T18:30:00.000Z');
    expect((input as HTMLInputElement).value).toBe('2027-01-11 10:30');
    finish();
    expect(await screen.findByText('Close date saved')).toBeTruthy();
    showSaved(null);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('clears a saved close date with null', async () => {
    api.answerWith(server());
    renderForm(SAVED);
    await screen.findByLabelText('Close date');
    fireEvent.click(button('Clear'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toEqual({ closesAt: null });
    expect(await screen.findByText('Close date cleared')).toBeTruthy();
  });

  it('offers neither Save nor Clear without a date', async () => {
    api.answerWith(server());
    renderForm(null);
    const input = await screen.findByLabelText('Close date');
    expect((input as HTMLInputElement).value).toBe('');
    expect(button('Save').hasAttribute('disabled')).toBe(true);
    expect(button('Clear').hasAttribute('disabled')).toBe(true);
  });

  it('shows the reason the server refused the date (a 400 naming closesAt)', async () => {
    api.answerWith(
      server(() =>
        Promise.resolve(
          json(400, {
            statusCode: 400,
            code: 'JUDGING_CLOSE_DATE_INVALID',
            message: 'The close date must be in the future',
            fields: [{ field: 'closesAt', reason: 'The close date must be in the future' }],
          }),
        ),
      ),
    );
    renderForm(SAVED);
    await screen.findByLabelText('Close date');
    fireEvent.click(button('Save'));
    const toast = (await screen.findByText('Close date not saved')).closest('.ant-notification-notice');
    if (!(toast instanceof HTMLElement)) throw new Error('the error is not in a notification');
    expect(within(toast).getAllByText('The close date must be in the future').length).toBeGreaterThan(0);
    expect(screen.queryByText('Close date saved')).toBeNull();
  });
});
