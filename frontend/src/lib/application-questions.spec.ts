import { describe, expect, it } from '@jest/globals';

import { checkAnswer, checkAnswers, numberHint, type AskedQuestion } from './application-questions';

const question = (overrides: Partial<AskedQuestion>): AskedQuestion => ({
  id: 'q',
  kind: 'short_text',
  label: 'Q',
  required: false,
  options: [],
  maxLength: null,
  min: null,
  max: null,
  ...overrides,
});

describe('checkAnswer (the server’s messages)', () => {
  it('asks for a required answer and lets an optional one be left out', () => {
    expect(checkAnswer(question({ label: 'Stage', required: true }), '  ')).toEqual({
      ok: false,
      message: "Please answer 'Stage'.",
    });
    expect(checkAnswer(question({ label: 'Stage' }), undefined)).toEqual({ ok: true, value: null });
  });

  it('checks a number typed as text against its bounds', () => {
    const size = question({ kind: 'number', label: 'Team size', min: 1, max: 5 });
    expect(checkAnswer(size, '3')).toEqual({ ok: true, value: 3 });
    expect(checkAnswer(size, 'three')).toEqual({ ok: false, message: "The answer to 'Team size' must be a number." });
    expect(checkAnswer(size, 9)).toEqual({ ok: false, message: "The answer to 'Team size' must be at most 5." });
    expect(checkAnswer(size, 0)).toEqual({ ok: false, message: "The answer to 'Team size' must be at least 1." });
  });

  it('checks text limits, choices, URLs and yes/no', () => {
    expect(checkAnswer(question({ kind: 'long_text', label: 'Story', maxLength: 3 }), 'abcd')).toEqual({
      ok: false,
      message: "The answer to 'Story' must be at most 3 characters.",
    });
    expect(checkAnswer(question({ kind: 'single_choice', options: ['A', 'B'] }), 'B')).toEqual({
      ok: true,
      value: 'B',
    });
    expect(checkAnswer(question({ kind: 'multiple_choice', options: ['A', 'B', 'C'] }), ['C', 'A'])).toEqual({
      ok: true,
      value: ['A', 'C'],
    });
    expect(checkAnswer(question({ kind: 'url', label: 'Demo' }), 'acme.com')).toEqual({
      ok: true,
      value: 'https://acme.com',
    });
    expect(checkAnswer(question({ kind: 'url', label: 'Demo' }), 'not a url')).toEqual({
      ok: false,
      message: "The answer to 'Demo' must be a valid URL.",
    });
    expect(checkAnswer(question({ kind: 'yes_no', required: true }), false)).toEqual({ ok: true, value: false });
  });
});

describe('checkAnswers', () => {
  it('sends only the answered questions and lists the problems by question', () => {
    const questions = [
      question({ id: 'a', kind: 'number', label: 'Size', required: true }),
      question({ id: 'b', label: 'Company' }),
      question({ id: 'c', kind: 'yes_no', label: 'Full time?' }),
    ];
    expect(checkAnswers(questions, { a: '2', b: '', c: true })).toEqual({ answers: { a: 2, c: true }, problems: [] });
    expect(checkAnswers(questions, { a: 'x' }).problems).toEqual([
      { questionId: 'a', message: "The answer to 'Size' must be a number." },
    ]);
  });
});

describe('numberHint', () => {
  it('says the bounds', () => {
    expect([numberHint(1, 5), numberHint(1, null), numberHint(null, 5), numberHint(null, null)]).toEqual([
      'Between 1 and 5',
      'At least 1',
      'At most 5',
      undefined,
    ]);
  });
});
