/** @jest-environment ./jest-dom-environment.mjs */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { UserSummary } from '@/api/list-users';
import { appProviders, installFakeApi, jsonResponse as json } from '../../../lib/testing/fake-api';

const api = installFakeApi();

let UserRoleSelect: ComponentType<{ user: UserSummary }>;
beforeAll(async () => {
  ({ UserRoleSelect } = await import('./user-role-select'));
});

const person = (role: UserSummary['role']): UserSummary => ({
  userId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  email: 'sam@example.com',
  name: 'Sam',
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const PATH = '/api/admin/users/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/role';
const puts = () => api.requests.filter(({ method }) => method === 'PUT');

function choose(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role of sam@example.com' }));
  const option = document.querySelector(`.ant-select-item-option[title="${label}"]`);
  if (!(option instanceof HTMLElement)) throw new Error(`no ${label} option`);
  fireEvent.click(option);
}

afterEach(() => {
  cleanup();
  api.reset();
});

describe('UserRoleSelect', () => {
  it('warns before a judge becomes a participant, and changes nothing when kept', async () => {
    api.answerWith(async (request) => json(200, { ...person('participant'), ...(await request.json()) }));
    render(appProviders()(<UserRoleSelect user={person('judge')} />));
    choose('Participant');
    const warning = await screen.findByRole('dialog');
    expect(within(warning).getAllByText('Make sam@example.com a participant?').length).toBeGreaterThan(0);
    expect(within(warning).getByText(/taken off every event they judge/)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Keep as judge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);

    choose('Participant');
    fireEvent.click(await screen.findByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(puts()).toEqual([{ method: 'PUT', path: PATH, body: { role: 'participant' } }]));
    expect(await screen.findByText('User role updated successfully')).toBeTruthy();
  });

  it('changes other roles at once, without a warning', async () => {
    api.answerWith(async (request) => json(200, { ...person('judge'), ...(await request.json()) }));
    render(appProviders()(<UserRoleSelect user={person('organizer')} />));
    choose('Judge');
    await waitFor(() => expect(puts()).toEqual([{ method: 'PUT', path: PATH, body: { role: 'judge' } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
