import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['J@x.io', 'J***@x***.io'],
    ['ada@mail.example.co.uk', 'a***@m***.uk'],
    ['root@localhost', 'r***@l***'],
    ['émile@école.fr', 'é***@é***.fr'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never shows more than the first character of the local part and the host', () => {
    expect(maskEmail('secret-name@secret-host.com')).not.toMatch(/secret/);
  });
});
