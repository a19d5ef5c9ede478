import { isPermanentSmtpFailure, messageIdFor } from './email-message.js';

describe('messageIdFor', () => {
  it('is the outbox id at the app host, the same every time', () => {
    const id = '0b0f5c8e-8f4c-4d55-9a34-3c2f3c9a8b11';
    expect(messageIdFor(id, 'https://sprint.example.com:8443')).toBe(`<${id}@sprint.example.com>`);
    expect(messageIdFor(id, 'https://sprint.example.com')).toBe(messageIdFor(id, 'https://sprint.example.com'));
  });
});

describe('isPermanentSmtpFailure', () => {
  it('treats 5xx replies as permanent and 4xx or network errors as transient', () => {
    expect(isPermanentSmtpFailure(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentSmtpFailure(Object.assign(new Error('try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentSmtpFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanentSmtpFailure(null)).toBe(false);
  });
});
