import { checkFileName } from './upload-rules.js';

describe('checkFileName', () => {
  it('keeps a plain name, trimmed', () => {
    expect(checkFileName('  Deck v2.pdf ')).toEqual({ name: 'Deck v2.pdf' });
    expect(checkFileName('Präsentation.pdf')).toEqual({ name: 'Präsentation.pdf' });
  });

  it.each([
    ['../etc/passwd', 'The file name has path parts'],
    ['C:\\Users\\x.pdf', 'The file name has path parts'],
    ['..', 'The file name has path parts'],
    ['deck\u0000.pdf', 'The file name has control characters'],
    ['deck\n.pdf', 'The file name has control characters'],
    ['', 'The file has no name'],
    [undefined, 'The file has no name'],
    [`${'a'.repeat(256)}`, 'The file name is longer than 255 characters'],
  ])('refuses %j', (raw, problem) => {
    expect(checkFileName(raw)).toEqual({ problem });
  });
});
