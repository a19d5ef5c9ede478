import { defineEntity, p } from '@mikro-orm/core';

/** A person's account: sign-in identity only; what they show others lives in Profile. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320),
    passwordHash: p.string().hidden(),
    emailConfirmedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  // One account per address, whatever its case.
  indexes: [
    { name: 'users_email_unique', expression: 'create unique index users_email_unique on users (lower(email))' },
  ],
});
