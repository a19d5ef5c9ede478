import { describe, expect, it } from '@jest/globals';

import { csvFileName, toCsv } from './csv';

describe('analytics CSV', () => {
  it('writes a header and rows, quoting commas and quotes, blanks for null', () => {
    expect(
      toCsv(
        ['Step', 'Count', 'Conversion (%)'],
        [
          ['Applied', 5, null],
          ['In a "team", now', 3, 60],
        ],
      ),
    ).toBe('Step,Count,Conversion (%)\r\nApplied,5,\r\n"In a ""team"", now",3,60\r\n');
  });

  it('neutralises spreadsheet formulas in text but keeps negative numbers', () => {
    expect(toCsv(['Judge', 'Leniency'], [['=HYPERLINK("x")', -1]])).toBe(
      'Judge,Leniency\r\n"\'=HYPERLINK(""x"")",-1\r\n',
    );
  });

  it('names the file after the chart', () => {
    expect(csvFileName('Applications per day')).toBe('applications-per-day.csv');
    expect(csvFileName("Judges' score distributions")).toBe('judges-score-distributions.csv');
  });
});
