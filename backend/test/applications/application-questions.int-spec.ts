import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;
const APPLICATION = { role: 'Dev', shortAnswer: 'I build data tools for supply chains.' };

interface Question {
  id: string;
  kind: string;
  label: string;
  required: boolean;
  hidden: boolean;
  position: number;
  options: string[];
  min: number | null;
  max: number | null;
  maxLength: number | null;
}

const STAGE = { kind: 'single_choice', label: 'Stage', required: true, options: ['Idea', 'MVP', 'Revenue'] };
const TEAM_SIZE = { kind: 'number', label: 'Team size', required: true, min: 1, max: 5 };

describe('custom application questions', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  const accounts = {} as Record<Role, TestAccount>;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
  });

  afterAll(async () => {
    await app?.close();
  });

  const as = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);
  const newEvent = () => createSprint(app, accounts.organizer, { status: 'active' });
  const base = (eventId: string) => `/api/admin/events/${eventId}/questions`;

  async function form(eventId: string, caller: Caller = 'organizer') {
    return app.inject({ method: 'GET', url: base(eventId), headers: as(caller) });
  }

  async function add(eventId: string, payload: object, caller: Caller = 'organizer') {
    return app.inject({ method: 'POST', url: base(eventId), headers: as(caller), payload });
  }

  async function addOk(eventId: string, payload: object): Promise<Question> {
    const response = await add(eventId, payload);
    expect(response.statusCode).toBe(201);
    const questions = response.json<{ questions: Question[] }>().questions;
    return questions[questions.length - 1];
  }

  async function apply(eventId: string, answers: object | undefined, person?: TestAccount) {
    const applicant = person ?? (await createAccount(app, 'participant', 'applicant'));
    return app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/applications`,
      headers: applicant.auth,
      payload: answers === undefined ? APPLICATION : { ...APPLICATION, answers },
    });
  }

  async function eventsOf(eventId: string) {
    return em.execute<{ type: string; payload: Record<string, unknown>; actor_id: string }[]>(
      "select type, payload, actor_id from domain_events where stream_type = 'event' and stream_id = ? and type like 'application_form.%' order by id",
      [eventId],
    );
  }

  describe('staff change the form, each change audited', () => {
    it('adds, edits, reorders, hides and shows questions, recording each in the event stream', async () => {
      const eventId = await newEvent();
      const stage = await addOk(eventId, { ...STAGE, helpText: ' Where are you now? ' });
      expect(stage).toMatchObject({
        kind: 'single_choice',
        label: 'Stage',
        required: true,
        options: ['Idea', 'MVP', 'Revenue'],
        position: 1,
        hidden: false,
        maxLength: null,
        min: null,
      });
      // Settings a kind does not use are not kept.
      const size = await addOk(eventId, { ...TEAM_SIZE, options: ['x', 'y'], maxLength: 40 });
      expect(size).toMatchObject({ position: 2, options: [], maxLength: null, min: 1, max: 5 });

      const edited = await app.inject({
        method: 'PUT',
        url: `${base(eventId)}/${size.id}`,
        headers: as('admin'),
        payload: { ...TEAM_SIZE, label: 'How many are you?', max: 4 },
      });
      expect(edited.statusCode).toBe(200);
      const reordered = await app.inject({
        method: 'PUT',
        url: `${base(eventId)}/order`,
        headers: as('organizer'),
        payload: { questionIds: [size.id, stage.id] },
      });
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json<{ questions: Question[] }>().questions.map((q) => [q.label, q.position])).toEqual([
        ['How many are you?', 1],
        ['Stage', 2],
      ]);
      const hidden = await app.inject({
        method: 'POST',
        url: `${base(eventId)}/${stage.id}/hide`,
        headers: as('organizer'),
      });
      expect(hidden.statusCode).toBe(200);
      const shown = await app.inject({
        method: 'POST',
        url: `${base(eventId)}/${stage.id}/unhide`,
        headers: as('organizer'),
      });
      expect(shown.statusCode).toBe(200);

      const events = await eventsOf(eventId);
      expect(events.map((event) => event.type)).toEqual([
        'application_form.question_added',
        'application_form.question_added',
        'application_form.question_edited',
        'application_form.questions_reordered',
        'application_form.question_hidden',
        'application_form.question_shown',
      ]);
      expect(events[0]).toMatchObject({
        actor_id: accounts.organizer.userId,
        payload: { questionId: stage.id, label: 'Stage', helpText: 'Where are you now?', position: 1 },
      });
      expect(events[2]).toMatchObject({
        actor_id: accounts.admin.userId,
        payload: { questionId: size.id, label: 'How many are you?', max: 4 },
      });
      expect(events[3].payload).toEqual({ questionIds: [size.id, stage.id] });
    });

    it('refuses settings that do not fit with a 400 and keeps nothing', async () => {
      const eventId = await newEvent();
      const cases: [object, string][] = [
        [{ ...STAGE, options: ['Only one'] }, 'options'],
        [{ ...TEAM_SIZE, min: 9, max: 1 }, 'max'],
        [{ kind: 'essay', label: 'x', required: false }, 'kind'],
        [{ kind: 'short_text', label: '  ', required: false }, 'label'],
      ];
      for (const [payload, field] of cases) {
        const response = await add(eventId, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ fields: { field: string }[] }>().fields.map((problem) => problem.field)).toContain(
          field,
        );
      }
      const reorder = await app.inject({
        method: 'PUT',
        url: `${base(eventId)}/order`,
        headers: as('organizer'),
        payload: { questionIds: [] },
      });
      expect(reorder.statusCode).toBe(200);
      expect((await form(eventId)).json()).toEqual({ locked: false, questions: [] });
      expect(await eventsOf(eventId)).toEqual([
        expect.objectContaining({ type: 'application_form.questions_reordered' }),
      ]);
    });

    it('answers 404 for an unknown event or question', async () => {
      const eventId = await newEvent();
      expect((await form('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const missing = await app.inject({
        method: 'POST',
        url: `${base(eventId)}/00000000-0000-4000-8000-000000000000/hide`,
        headers: as('organizer'),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'QUESTION_NOT_FOUND' });
    });
  });

  describe('after the first application', () => {
    it('only adds optional questions and hides existing ones; anything else is a 409 and changes nothing', async () => {
      const eventId = await newEvent();
      const stage = await addOk(eventId, STAGE);
      const other = await addOk(eventId, { kind: 'short_text', label: 'Company', required: false });
      expect((await apply(eventId, { [stage.id]: 'MVP' })).statusCode).toBe(201);
      expect((await form(eventId)).json()).toMatchObject({ locked: true });
      const before = await eventsOf(eventId);

      const refused = [
        await add(eventId, { kind: 'yes_no', label: 'Full time?', required: true }),
        await app.inject({
          method: 'PUT',
          url: `${base(eventId)}/${stage.id}`,
          headers: as('organizer'),
          payload: { ...STAGE, options: ['Idea', 'MVP'] },
        }),
        await app.inject({
          method: 'PUT',
          url: `${base(eventId)}/order`,
          headers: as('organizer'),
          payload: { questionIds: [other.id, stage.id] },
        }),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'QUESTIONS_LOCKED',
          message: 'Applications have arrived: you can only add optional questions or hide existing ones.',
        });
      }
      expect(await eventsOf(eventId)).toEqual(before);

      const optional = await addOk(eventId, { kind: 'yes_no', label: 'Full time?', required: false });
      expect(optional).toMatchObject({ position: 3, required: false });
      const hide = await app.inject({
        method: 'POST',
        url: `${base(eventId)}/${stage.id}/hide`,
        headers: as('organizer'),
      });
      expect(hide.statusCode).toBe(200);
      const unhide = await app.inject({
        method: 'POST',
        url: `${base(eventId)}/${stage.id}/unhide`,
        headers: as('organizer'),
      });
      expect(unhide.statusCode).toBe(409);
      expect((await eventsOf(eventId)).map((event) => event.type).slice(before.length)).toEqual([
        'application_form.question_added',
        'application_form.question_hidden',
      ]);
    });
  });

  describe('a change racing the first application', () => {
    it('never lets a required question in beside an application that did not answer it', async () => {
      for (let round = 0; round < 10; round++) {
        const eventId = await newEvent();
        const [required, application] = await Promise.all([
          add(eventId, { kind: 'yes_no', label: 'Full time?', required: true }),
          apply(eventId, {}),
        ]);
        // One of them waits for the other: the question comes first (the application misses its
        // answer: 400) or the application does (the form is then locked: 409).
        expect([required.statusCode, application.statusCode].sort()).toEqual(
          required.statusCode === 201 ? [201, 400] : [201, 409],
        );
      }
    });
  });

  describe('applying with answers', () => {
    let eventId: string;
    let stage: Question;
    let size: Question;
    let url: Question;
    let story: Question;
    let skills: Question;
    let fullTime: Question;
    let gone: Question;

    beforeAll(async () => {
      eventId = await newEvent();
      stage = await addOk(eventId, STAGE);
      size = await addOk(eventId, TEAM_SIZE);
      url = await addOk(eventId, { kind: 'url', label: 'Demo link', required: false });
      story = await addOk(eventId, { kind: 'long_text', label: 'Your story', required: false, maxLength: 20 });
      skills = await addOk(eventId, {
        kind: 'multiple_choice',
        label: 'Skills',
        required: false,
        options: ['Code', 'Design', 'Sales'],
      });
      fullTime = await addOk(eventId, { kind: 'yes_no', label: 'Full time?', required: false });
      gone = await addOk(eventId, { kind: 'short_text', label: 'Old question', required: false });
      await app.inject({ method: 'POST', url: `${base(eventId)}/${gone.id}/hide`, headers: as('organizer') });
    });

    it('shows visitors the visible questions of a public event, in order, and none of a draft', async () => {
      const response = await app.inject({ method: 'GET', url: `/api/events/${eventId}/questions` });
      expect(response.statusCode).toBe(200);
      const questions = response.json<Question[]>();
      expect(questions.map((question) => question.label)).toEqual([
        'Stage',
        'Team size',
        'Demo link',
        'Your story',
        'Skills',
        'Full time?',
      ]);
      expect(questions[0]).not.toHaveProperty('hidden');
      const draft = await createSprint(app, accounts.organizer, { status: 'draft' });
      expect((await app.inject({ method: 'GET', url: `/api/events/${draft}/questions` })).statusCode).toBe(404);
    });

    it.each([
      [
        'a number above its maximum',
        () => ({ [stage.id]: 'MVP', [size.id]: 9 }),
        () => size,
        "The answer to 'Team size' must be at most 5.",
      ],
      [
        'a number as text',
        () => ({ [stage.id]: 'MVP', [size.id]: 'three' }),
        () => size,
        "The answer to 'Team size' must be a number.",
      ],
      [
        'a choice not offered',
        () => ({ [stage.id]: 'Unicorn', [size.id]: 2 }),
        () => stage,
        "The answer to 'Stage' must be one of its choices.",
      ],
      ['a required question left out', () => ({ [size.id]: 2 }), () => stage, "Please answer 'Stage'."],
      [
        'a bad URL',
        () => ({ [stage.id]: 'MVP', [size.id]: 2, [url.id]: 'not a url' }),
        () => url,
        "The answer to 'Demo link' must be a valid URL.",
      ],
      [
        'a long text over its limit',
        () => ({ [stage.id]: 'MVP', [size.id]: 2, [story.id]: 'x'.repeat(21) }),
        () => story,
        "The answer to 'Your story' must be at most 20 characters.",
      ],
      [
        'choices not offered',
        () => ({ [stage.id]: 'MVP', [size.id]: 2, [skills.id]: ['Cooking'] }),
        () => skills,
        "The answer to 'Skills' must be some of its choices.",
      ],
      [
        'yes/no as text',
        () => ({ [stage.id]: 'MVP', [size.id]: 2, [fullTime.id]: 'yes' }),
        () => fullTime,
        "The answer to 'Full time?' must be yes or no.",
      ],
    ])('refuses %s with a 400 naming the question, and writes nothing', async (_name, answers, question, reason) => {
      const person = await createAccount(app, 'participant', 'sloppy');
      const response = await apply(eventId, answers(), person);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_ANSWERS',
        message: reason,
        fields: [{ field: `answers.${question().id}`, reason }],
      });
      expect(await em.execute('select id from applications where user_id = ?', [person.userId])).toEqual([]);
    });

    it('refuses an answer to a hidden or unknown question with a 400', async () => {
      for (const id of [() => gone.id, () => '00000000-0000-4000-8000-000000000000']) {
        const person = await createAccount(app, 'participant', 'curious');
        const response = await apply(eventId, { [stage.id]: 'MVP', [size.id]: 2, [id()]: 'x' }, person);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fields: [{ field: `answers.${id()}` }] });
        expect(await em.execute('select id from applications where user_id = ?', [person.userId])).toEqual([]);
      }
    });

    it('keeps the answers with the application; the drawer and the CSV show them by question label', async () => {
      const person = await createAccount(app, 'participant', 'answerer');
      const response = await apply(
        eventId,
        {
          [stage.id]: 'MVP',
          [size.id]: 3,
          [url.id]: 'acme.com/demo',
          [skills.id]: ['Sales', 'Code'],
          [fullTime.id]: false,
        },
        person,
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      const stored = await em.execute<{ question_id: string; value: unknown }[]>(
        'select question_id, value from application_answers where application_id = ? order by question_id',
        [id],
      );
      expect(new Map(stored.map((row) => [row.question_id, row.value]))).toEqual(
        new Map<string, unknown>([
          [stage.id, 'MVP'],
          [size.id, 3],
          [url.id, 'https://acme.com/demo'],
          [skills.id, ['Code', 'Sales']],
          [fullTime.id, false],
        ]),
      );

      const detail = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: as('admin') });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ answers: unknown[] }>().answers).toEqual([
        { questionId: stage.id, label: 'Stage', kind: 'single_choice', hidden: false, answer: 'MVP' },
        { questionId: size.id, label: 'Team size', kind: 'number', hidden: false, answer: '3' },
        { questionId: url.id, label: 'Demo link', kind: 'url', hidden: false, answer: 'https://acme.com/demo' },
        { questionId: story.id, label: 'Your story', kind: 'long_text', hidden: false, answer: null },
        { questionId: skills.id, label: 'Skills', kind: 'multiple_choice', hidden: false, answer: 'Code; Sales' },
        { questionId: fullTime.id, label: 'Full time?', kind: 'yes_no', hidden: false, answer: 'No' },
      ]);

      const csv = await app.inject({
        method: 'GET',
        url: `/api/admin/applications/export.csv?eventId=${eventId}`,
        headers: as('admin'),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const [header, ...rows] = csv.body.trimEnd().split('\r\n');
      expect(header).toBe(
        'Applicant,Email,Event,Role,Status,Applied,LinkedIn,Why do you want to join? What skills do you bring?,Stage,Team size,Demo link,Your story,Skills,Full time?,Old question',
      );
      const row = rows.find((line) => line.includes(person.email));
      expect(row?.endsWith(',MVP,3,https://acme.com/demo,,Code; Sales,No,')).toBe(true);

      // Hiding a question later keeps its answers in the drawer.
      await app.inject({ method: 'POST', url: `${base(eventId)}/${stage.id}/hide`, headers: as('organizer') });
      const after = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: as('admin') });
      expect(after.json<{ answers: { label: string; hidden: boolean; answer: string }[] }>().answers[0]).toEqual({
        questionId: stage.id,
        label: 'Stage',
        kind: 'single_choice',
        hidden: true,
        answer: 'MVP',
      });
      await app.inject({ method: 'POST', url: `${base(eventId)}/${stage.id}/unhide`, headers: as('organizer') });
    });
  });

  describe('access per role', () => {
    let eventId: string;
    let questionId: string;

    beforeAll(async () => {
      eventId = await newEvent();
      questionId = (await addOk(eventId, { kind: 'short_text', label: 'Company', required: false })).id;
    });

    const allIds = async () =>
      (await form(eventId)).json<{ questions: Question[] }>().questions.map((question) => question.id);

    const staffEndpoints = () => [
      { method: 'GET' as const, url: base(eventId) },
      { method: 'POST' as const, url: base(eventId), payload: { kind: 'short_text', label: 'More', required: false } },
      {
        method: 'PUT' as const,
        url: `${base(eventId)}/${questionId}`,
        payload: { kind: 'short_text', label: 'Company', required: false },
      },
      { method: 'PUT' as const, url: `${base(eventId)}/order`, payload: 'every question' as const },
      { method: 'POST' as const, url: `${base(eventId)}/${questionId}/hide` },
      { method: 'POST' as const, url: `${base(eventId)}/${questionId}/unhide` },
    ];

    it.each([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
    ] as const)('refuses a %s on every staff endpoint (%i)', async (caller, status) => {
      for (const endpoint of staffEndpoints()) {
        const payload = endpoint.payload === 'every question' ? { questionIds: [questionId] } : endpoint.payload;
        const response = await app.inject({ ...endpoint, payload, headers: as(caller) });
        expect([endpoint.method, endpoint.url, response.statusCode]).toEqual([endpoint.method, endpoint.url, status]);
      }
    });

    it.each(['organizer', 'admin'] as const)('lets an %s use every staff endpoint', async (caller) => {
      for (const endpoint of staffEndpoints()) {
        const payload = endpoint.payload === 'every question' ? { questionIds: await allIds() } : endpoint.payload;
        const response = await app.inject({ ...endpoint, payload, headers: as(caller) });
        expect([endpoint.method, endpoint.url, response.statusCode < 300]).toEqual([
          endpoint.method,
          endpoint.url,
          true,
        ]);
      }
    });

    it.each(['visitor', 'participant', 'judge', 'organizer', 'admin'] as const)(
      "lets a %s read the apply form's questions",
      async (caller) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/events/${eventId}/questions`,
          headers: as(caller),
        });
        expect(response.statusCode).toBe(200);
      },
    );

    it.each([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
      ['organizer', 403],
      ['admin', 200],
    ] as const)('the applications CSV answers a %s %i (admins review applications)', async (caller, status) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/applications/export.csv?eventId=${eventId}`,
        headers: as(caller),
      });
      expect(response.statusCode).toBe(status);
    });
  });
});
