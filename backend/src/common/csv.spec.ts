import { csvCell, csvLines } from './csv.js';

describe('csv', () => {
  it('defuses texts a spreadsheet would run as formulas, but writes negative numbers as numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1.061)).toBe('-1.061');
    expect(csvCell(null)).toBe('');
    expect(csvLines([['a, b', 2]])).toBe('"a, b",2\r\n');
  });
});
