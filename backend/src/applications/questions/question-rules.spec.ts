import {
  answerText,
  checkAnswer,
  checkAnswers,
  normalisedQuestion,
  type QuestionShape,
  questionProblems,
} from './question-rules.js';

const question = (overrides: Partial<QuestionShape>): QuestionShape => ({
  kind: 'short_text',
  label: 'Company',
  required: false,
  options: [],
  maxLength: null,
  min: null,
  max: null,
  ...overrides,
});

describe('checkAnswer', () => {
  it('needs an answer to a required question of every kind, and takes none for an optional one', () => {
    for (const kind of [
      'short_text',
      'long_text',
      'single_choice',
      'multiple_choice',
      'number',
      'url',
      'yes_no',
    ] as const) {
      const required = question({ kind, label: 'Asked', required: true, options: ['A', 'B'] });
      for (const empty of [undefined, null, '', '   ', []]) {
        expect(checkAnswer(required, empty)).toEqual({ ok: false, reason: "Please answer 'Asked'." });
        expect(checkAnswer({ ...required, required: false }, empty)).toEqual({ ok: true, value: null });
      }
    }
  });

  it('short text: trimmed, at most 200 characters', () => {
    const short = question({ kind: 'short_text', label: 'Company' });
    expect(checkAnswer(short, '  Acme  ')).toEqual({ ok: true, value: 'Acme' });
    expect(checkAnswer(short, 'x'.repeat(200))).toEqual({ ok: true, value: 'x'.repeat(200) });
    expect(checkAnswer(short, 'x'.repeat(201))).toEqual({
      ok: false,
      reason: "The answer to 'Company' must be at most 200 characters.",
    });
    expect(checkAnswer(short, 42)).toEqual({ ok: false, reason: "The answer to 'Company' must be text." });
  });

  it("long text: at most the question's character limit", () => {
    const long = question({ kind: 'long_text', label: 'Your story', maxLength: 10 });
    expect(checkAnswer(long, '0123456789')).toEqual({ ok: true, value: '0123456789' });
    expect(checkAnswer(long, '0123456789a')).toEqual({
      ok: false,
      reason: "The answer to 'Your story' must be at most 10 characters.",
    });
  });

  it('single choice: exactly one of its choices', () => {
    const single = question({ kind: 'single_choice', label: 'Stage', options: ['Idea', 'MVP'] });
    expect(checkAnswer(single, 'MVP')).toEqual({ ok: true, value: 'MVP' });
    expect(checkAnswer(single, 'mvp')).toEqual({
      ok: false,
      reason: "The answer to 'Stage' must be one of its choices.",
    });
    expect(checkAnswer(single, ['MVP'])).toEqual({
      ok: false,
      reason: "The answer to 'Stage' must be one of its choices.",
    });
  });

  it("multiple choice: some of its choices, once each, kept in the question's order", () => {
    const multiple = question({ kind: 'multiple_choice', label: 'Skills', options: ['Code', 'Design', 'Sales'] });
    expect(checkAnswer(multiple, ['Sales', 'Code'])).toEqual({ ok: true, value: ['Code', 'Sales'] });
    expect(checkAnswer(multiple, ['Code', 'Cooking'])).toEqual({
      ok: false,
      reason: "The answer to 'Skills' must be some of its choices.",
    });
    expect(checkAnswer(multiple, 'Code')).toEqual({
      ok: false,
      reason: "The answer to 'Skills' must be some of its choices.",
    });
    expect(checkAnswer(multiple, ['Code', 'Code'])).toEqual({
      ok: false,
      reason: "The answer to 'Skills' lists a choice twice.",
    });
  });

  it('number: a finite number within its bounds', () => {
    const number = question({ kind: 'number', label: 'Team size', min: 1, max: 5 });
    expect(checkAnswer(number, 1)).toEqual({ ok: true, value: 1 });
    expect(checkAnswer(number, 5)).toEqual({ ok: true, value: 5 });
    expect(checkAnswer(number, 0)).toEqual({ ok: false, reason: "The answer to 'Team size' must be at least 1." });
    expect(checkAnswer(number, 6)).toEqual({ ok: false, reason: "The answer to 'Team size' must be at most 5." });
    expect(checkAnswer(number, '3')).toEqual({ ok: false, reason: "The answer to 'Team size' must be a number." });
    expect(checkAnswer(number, Number.NaN)).toEqual({
      ok: false,
      reason: "The answer to 'Team size' must be a number.",
    });
    expect(checkAnswer(question({ kind: 'number', label: 'Any' }), -1e9)).toEqual({ ok: true, value: -1e9 });
  });

  it('url: an http(s) address, https:// added when typed without a scheme', () => {
    const url = question({ kind: 'url', label: 'Demo' });
    expect(checkAnswer(url, ' acme.com/demo ')).toEqual({ ok: true, value: 'https://acme.com/demo' });
    expect(checkAnswer(url, 'http://acme.com')).toEqual({ ok: true, value: 'http://acme.com' });
    for (const bad of ['not a url', 'ftp://acme.com', 'javascript:alert(1)', 7]) {
      expect(checkAnswer(url, bad)).toEqual({ ok: false, reason: "The answer to 'Demo' must be a valid URL." });
    }
  });

  it('yes/no: true or false (false is an answer, not a missing one)', () => {
    const yesNo = question({ kind: 'yes_no', label: 'Full time?', required: true });
    expect(checkAnswer(yesNo, false)).toEqual({ ok: true, value: false });
    expect(checkAnswer(yesNo, true)).toEqual({ ok: true, value: true });
    expect(checkAnswer(yesNo, 'yes')).toEqual({ ok: false, reason: "The answer to 'Full time?' must be yes or no." });
  });
});

describe('checkAnswers', () => {
  const asked = [
    { id: 'q1', ...question({ kind: 'number', label: 'Team size', required: true, min: 1, max: 5 }) },
    { id: 'q2', ...question({ kind: 'short_text', label: 'Company' }) },
  ];

  it('keeps the answered questions and names every problem as answers.<questionId>', () => {
    expect(checkAnswers(asked, { q1: 3, q2: '' })).toEqual({ problems: [], values: new Map([['q1', 3]]) });
    expect(checkAnswers(asked, { q2: 'Acme', q9: 'x' }).problems).toEqual([
      { field: 'answers.q9', reason: 'is not a question of this application form' },
      { field: 'answers.q1', reason: "Please answer 'Team size'." },
    ]);
  });
});

describe('questions', () => {
  it('keeps only the settings its kind uses', () => {
    const settings = { helpText: '  ', required: false, options: [' A ', 'B'], maxLength: 50, min: 1, max: 2 };
    expect(normalisedQuestion({ kind: 'short_text', label: ' Q ', ...settings })).toEqual({
      kind: 'short_text',
      label: 'Q',
      helpText: null,
      required: false,
      options: [],
      maxLength: null,
      min: null,
      max: null,
    });
    expect(normalisedQuestion({ kind: 'single_choice', label: 'Q', ...settings }).options).toEqual(['A', 'B']);
    expect(normalisedQuestion({ kind: 'long_text', label: 'Q', ...settings, maxLength: null }).maxLength).toBe(2000);
    expect(normalisedQuestion({ kind: 'number', label: 'Q', ...settings })).toMatchObject({ min: 1, max: 2 });
  });

  it('refuses choice questions without two different choices, and a number whose minimum is above its maximum', () => {
    const base = { label: 'Q', helpText: null, required: false, maxLength: null, min: null, max: null };
    expect(questionProblems({ ...base, kind: 'single_choice', options: ['Only'] })).toEqual([
      { field: 'options', reason: 'Please give at least two choices.' },
    ]);
    expect(questionProblems({ ...base, kind: 'multiple_choice', options: ['A', 'a'] })).toEqual([
      { field: 'options', reason: 'Each choice must be different.' },
    ]);
    expect(questionProblems({ ...base, kind: 'number', options: [], min: 5, max: 1 })).toEqual([
      { field: 'max', reason: 'The maximum must not be below the minimum.' },
    ]);
    expect(questionProblems({ ...base, kind: 'number', options: [], min: 1, max: 1 })).toEqual([]);
  });
});

describe('answerText', () => {
  it('shows yes/no in words and several choices joined', () => {
    expect([answerText(true), answerText(false), answerText(['A', 'B']), answerText(3.5), answerText('x')]).toEqual([
      'Yes',
      'No',
      'A; B',
      '3.5',
      'x',
    ]);
  });
});
