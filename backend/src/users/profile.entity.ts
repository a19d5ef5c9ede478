import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** What a person shows others: name, links, skills. One per user. */
export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('profiles_user_id_fkey'),
    name: p.string().nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    location: p.string().length(200).nullable(),
    bio: p.text().nullable(),
    skills: p.array().defaultRaw("'{}'"),
    githubUrl: p.string().length(500).nullable(),
    linkedinUrl: p.string().length(500).nullable(),
    portfolioUrl: p.string().length(500).nullable(),
    avatarUrl: p.string().length(500).nullable(),
    /** The uploaded avatar (files/, issue 31), shown instead of avatarUrl; set only through ProfileAvatars. */
    avatarFileId: p.uuid().nullable(),
    version: p.integer().default(1),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'profiles_user_id_key', properties: ['user'] }],
});
