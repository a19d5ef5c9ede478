import { expect } from '@jest/globals';
import type { TestAccount } from '../support/accounts.js';
import type { VenturesWorld } from './ventures-support.js';

/**
 * Judges a sprint through the real judging flow so its entries get published standings: `judge`
 * (seated in the sprint) scores the projects best first, staff close and publish, and the first
 * is awarded place 1 in its track.
 */
export async function publishStandings(
  w: VenturesWorld,
  eventId: string,
  judge: TestAccount,
  projectIdsBestFirst: string[],
): Promise<void> {
  const change = async (phaseChange: string) => {
    const { version } = (await w.call('GET', `/admin/events/${eventId}/judging`, w.organizer)).json<{
      version: number;
    }>();
    const changed = await w.call('POST', `/admin/events/${eventId}/judging/${phaseChange}`, w.organizer, {
      expectedVersion: version,
    });
    expect(changed.statusCode).toBe(200);
  };
  await change('open');
  const assigned = await w.call('POST', `/admin/events/${eventId}/judging/assign`, w.organizer, {
    reviewsPerSubmission: 1,
  });
  expect(assigned.statusCode).toBe(200);
  const criteria = (await w.call('GET', `/admin/events/${eventId}/criteria`, w.organizer)).json<{ id: string }[]>();
  for (const [index, projectId] of projectIdsBestFirst.entries()) {
    const view = await w.call('GET', `/judging/projects/${projectId}/sheet`, judge);
    expect(view.statusCode).toBe(200);
    const { assignmentId } = view.json<{ assignmentId: string }>();
    const saved = await w.call('PUT', `/judging/assignments/${assignmentId}/sheet`, judge, {
      scores: criteria.map((criterion) => ({ criterionId: criterion.id, score: Math.max(1, 5 - index) })),
      expectedVersion: 0,
      feedback: `Feedback ${index + 1} from the judge`,
      noteToStaff: `JUDGE-NOTE-${index + 1}`,
    });
    expect(saved.statusCode).toBe(200);
  }
  await change('close');
  await change('publish');
  const suggestions = (await w.call('GET', `/admin/events/${eventId}/judging/winner-suggestions`, w.organizer)).json<
    { submissionId: string; projectId: string; track: string; place: number }[]
  >();
  const best = suggestions.find((s) => s.projectId === projectIdsBestFirst[0] && s.place === 1);
  expect(best).toBeDefined();
  const awarded = await w.call('POST', `/admin/events/${eventId}/winners`, w.organizer, {
    submissionId: best?.submissionId,
    track: best?.track,
    place: 1,
  });
  expect(awarded.statusCode).toBe(201);
}
