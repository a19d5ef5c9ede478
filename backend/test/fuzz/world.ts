import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { formData, TINY_PNG } from './cases.js';
import type { Operation, Schema } from './openapi.js';
import type { World } from './valid-values.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A small world made through the API (so it is what the app itself would store): two events, an
 * approved application, projects, a submission, a winner, a judge and criteria, and judging open
 * with the submission assigned to that judge and to the fuzzing judge. Its records belong
 * to accounts no fuzzing session uses, so a fuzzed role change cannot lock the fuzzer out.
 */
export async function seedWorld(
  app: NestFastifyApplication,
  operations: Operation[],
  staff: { organizer: TestAccount; admin: TestAccount; participant: TestAccount; judge: TestAccount },
): Promise<World> {
  const applicant = await createAccount(app, 'participant', 'fuzz-victim');
  const judge = await createAccount(app, 'judge', 'fuzz-judge');

  async function call<T>(
    what: string,
    account: TestAccount,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<T> {
    const response = await app.inject({ method, url, headers: account.auth, payload });
    if (response.statusCode >= 300) {
      throw new Error(
        `Seeding the fuzz world failed at "${what}": ${method} ${url} -> ${response.statusCode} ${response.body}`,
      );
    }
    return (response.body ? response.json() : undefined) as T;
  }

  const now = Date.now();
  async function event(status: string): Promise<string> {
    const { id } = await call<{ id: string }>('create an event', staff.organizer, 'POST', '/api/admin/events', {
      title: `Fuzz sprint ${status}`,
      timezone: 'America/Los_Angeles',
      startDate: new Date(now - DAY).toISOString(),
      endDate: new Date(now + 3 * DAY).toISOString(),
      submissionDeadline: new Date(now + 2 * DAY).toISOString(),
      tracks: ['discovery', 'startup'],
      teamSizeMax: 5,
      criteria: [{ label: 'Innovation', weight: 25 }],
      judges: [],
    });
    await call('set its status', staff.organizer, 'PUT', `/api/admin/events/${id}/status`, { status });
    return id;
  }
  const active = await event('active');
  const draft = await event('draft');

  const application = await call<{ id: string }>('apply', applicant, 'POST', `/api/events/${active}/applications`, {
    role: 'Dev',
    shortAnswer: 'I build things.',
    followUpConsent: true,
  });
  await call('approve the application', staff.admin, 'PUT', `/api/admin/applications/${application.id}/status`, {
    status: 'approved',
    version: 1,
  });
  // The approval scheduled the applicant's follow-up survey (they said yes to being asked).
  const followUp = await call<{ followUp: { id: string } | null }>(
    'read the follow-up',
    applicant,
    'GET',
    `/api/me/applications/${application.id}/follow-up`,
  );

  const project = async (owner: TestAccount, title: string) =>
    (await call<{ id: string }>('create a project', owner, 'POST', '/api/projects', { title })).id;
  const submitted = await project(applicant, 'Fuzz radar');
  const ownDraft = await project(staff.participant, 'Fuzz draft');
  await call('attach the project', applicant, 'POST', `/api/projects/${submitted}/attach`, { eventId: active });
  const submission = await call<{ id: string }>(
    'submit it',
    applicant,
    'POST',
    `/api/projects/${submitted}/submissions`,
    {
      eventId: active,
      track: 'discovery',
    },
  );
  const winner = await call<{ id: string }>(
    'pick a winner',
    staff.admin,
    'POST',
    `/api/admin/events/${active}/winners`,
    {
      submissionId: submission.id,
      track: 'discovery',
      place: 1,
    },
  );
  // Other work changes how a judge is named (email, user id, search text): the document says which.
  const addJudge = operations.find((o) => o.method === 'POST' && o.path === '/api/admin/events/{eventId}/judges');
  await call(
    'add a judge',
    staff.organizer,
    'POST',
    `/api/admin/events/${active}/judges`,
    naming(addJudge?.body, { email: judge.email, query: judge.email, userId: judge.userId }),
  );
  // Teams: an invitation into the fuzzing participant's draft, a join request to the victim's team.
  const invitation = await call<{ id: string }>(
    'invite into a team',
    staff.participant,
    'POST',
    `/api/projects/${ownDraft}/team/invitations`,
    { email: judge.email },
  );
  const joiner = await createAccount(app, 'participant', 'fuzz-joiner');
  const joined = await call<{ id: string }>('apply', joiner, 'POST', `/api/events/${active}/applications`, {
    role: 'Designer',
    shortAnswer: 'I design things.',
  });
  await call('approve the application', staff.admin, 'PUT', `/api/admin/applications/${joined.id}/status`, {
    status: 'approved',
    version: 1,
  });
  await call('open the team', applicant, 'PUT', `/api/projects/${submitted}/team/listing`, {
    lookingFor: 'A designer',
    open: true,
  });
  const joinRequest = await call<{ id: string }>(
    'ask to join',
    joiner,
    'POST',
    `/api/projects/${submitted}/team/join-requests`,
    { message: 'Let me in.' },
  );
  // Judging: the fuzzing judge and the world's judge both review the submission, judging is open,
  // so the fuzzing judge's valid requests reach the sheet (its assignment comes first).
  await call('add the fuzzing judge', staff.organizer, 'POST', `/api/admin/events/${active}/judges`, {
    userId: staff.judge.userId,
  });
  await call('assign submissions', staff.organizer, 'POST', `/api/admin/events/${active}/judging/assign`, {
    reviewsPerSubmission: 2,
  });
  await call('open judging', staff.organizer, 'POST', `/api/admin/events/${active}/judging/open`, {
    expectedVersion: 1,
  });
  const judging = await call<{ cells: { assignmentId: string; judgeId: string }[] }>(
    'read judging progress',
    staff.organizer,
    'GET',
    `/api/admin/events/${active}/judging`,
  );
  const assignments = [...judging.cells].sort(
    (a, b) => Number(b.judgeId === staff.judge.userId) - Number(a.judgeId === staff.judge.userId),
  );
  const criteria = (eventId: string) =>
    call<{ id: string }[]>('list criteria', staff.organizer, 'GET', `/api/admin/events/${eventId}/criteria`);

  // A staged image of the fuzzing participant: its owner and staff may read it, others get a 404.
  const upload = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...staff.participant.auth, 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
    payload: formData([
      { name: 'purpose', value: 'project_image' },
      { name: 'file', filename: 'screen.png', data: TINY_PNG },
    ]),
  });
  if (upload.statusCode !== 201) throw new Error(`Seeding the fuzz world failed at "upload a file": ${upload.body}`);

  return {
    ids: {
      fileId: [upload.json<{ id: string }>().id],
      eventId: [active, draft],
      applicationId: [application.id],
      followUpId: followUp.followUp ? [followUp.followUp.id] : [],
      // The fuzzing participant's own draft first: its edits, attaching and submitting go past the owner check.
      projectId: [ownDraft, submitted],
      submissionId: [submission.id],
      winnerId: [winner.id],
      invitationId: [invitation.id],
      requestId: [joinRequest.id],
      criterionId: [...(await criteria(active)), ...(await criteria(draft))].map((criterion) => criterion.id),
      userId: [applicant.userId, judge.userId],
      judgeId: [judge.userId, staff.judge.userId],
      assignmentId: assignments.map((cell) => cell.assignmentId),
      actorId: [applicant.userId],
      streamId: [active],
      track: ['discovery'],
    },
    email: applicant.email,
  };
}

/**
 * A body naming one record in whichever way the schema asks: every required property that `values`
 * has, or else the first property it has (two ways of naming the same thing may not go together).
 */
function naming(schema: Schema | undefined, values: Record<string, unknown>): Record<string, unknown> {
  const known = Object.keys(schema?.properties ?? {}).filter((key) => key in values);
  const required = known.filter((key) => schema?.required?.includes(key));
  return Object.fromEntries((required.length ? required : known.slice(0, 1)).map((key) => [key, values[key]]));
}
