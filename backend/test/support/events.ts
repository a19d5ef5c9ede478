import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EventStatus } from '../../src/events/event-rules.js';
import type { TestAccount } from './accounts.js';

/** The submission deadline most specs' sprint runs to; a spec moves the clock around it. */
export const DEADLINE = new Date('2027-01-07T16:00:00Z');
/** A day before DEADLINE: inside the sprint, submissions open. */
export const BEFORE_DEADLINE = new Date(DEADLINE.getTime() - 24 * 60 * 60_000);

/** The create-event wizard's payload (POST /api/admin/events). */
export interface SprintInput {
  title: string;
  descriptionMd?: string;
  location?: string;
  timezone: string;
  startDate: string;
  endDate: string;
  submissionDeadline: string;
  graceMinutes?: number;
  tracks: string[];
  teamSizeMax: number;
  criteria: { label: string; weight: number }[];
  judges: unknown[];
}

/**
 * A valid wizard payload: a three-day sprint (Jan 5-8 2027, Los Angeles) with DEADLINE as its
 * submission deadline, two tracks and one criterion, under a fresh title. `overrides` replace
 * whole fields.
 */
export function sprintInput(overrides: Partial<SprintInput> = {}): SprintInput {
  return {
    title: `Sprint ${Math.random().toString(36).slice(2, 7)}`,
    timezone: 'America/Los_Angeles',
    startDate: '2027-01-05T16:00:00Z',
    endDate: '2027-01-08T16:00:00Z',
    submissionDeadline: DEADLINE.toISOString(),
    graceMinutes: 5,
    tracks: ['discovery', 'startup'],
    teamSizeMax: 5,
    criteria: [{ label: 'Innovation', weight: 25 }],
    judges: [],
    ...overrides,
  };
}

/**
 * Creates an event through the wizard as `organizer` (staff) and moves it to `status` (active
 * unless told; a draft stays as created). The wizard itself is tested in the events specs; other
 * specs just need an event to work in. Returns the event's id.
 */
export async function createSprint(
  app: NestFastifyApplication,
  organizer: TestAccount,
  { status = 'active', ...overrides }: Partial<SprintInput> & { status?: EventStatus } = {},
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: organizer.auth,
    payload: sprintInput(overrides),
  });
  if (created.statusCode !== 201) throw new Error(`create event answered ${created.statusCode}: ${created.body}`);
  const { id } = created.json<{ id: string }>();
  if (status !== 'draft') {
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${id}/status`,
      headers: organizer.auth,
      payload: { status },
    });
    if (changed.statusCode !== 200)
      throw new Error(`set event ${status} answered ${changed.statusCode}: ${changed.body}`);
  }
  return id;
}
