import { defineEntity, p } from '@mikro-orm/core';

export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().unique(),
    name: p.string().nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    location: p.string().length(200).nullable(),
    bio: p.text().nullable(),
    skills: p.array().default([]),
    githubUrl: p.string().length(500).nullable(),
    linkedinUrl: p.string().length(500).nullable(),
    portfolioUrl: p.string().length(500).nullable(),
    avatarUrl: p.string().length(500).nullable(),
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
