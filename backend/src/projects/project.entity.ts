import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import {
  PROJECT_STATUSES,
  type ProjectFileData,
  type ProjectImageData,
  type ProjectImageFileData,
} from './project.events.js';

/** A participant's project: what it is (title, links, images) and where it stands (status, version). */
export const Project = defineEntity({
  name: 'Project',
  tableName: 'projects',
  properties: {
    id: p.uuid().primary(),
    owner: p.manyToOne(User).deleteRule('cascade').foreignKeyName('projects_owner_id_fkey'),
    title: p.string().length(200),
    tagline: p.string().length(300).nullable(),
    descriptionMd: p.text().nullable(),
    demoUrl: p.string().length(2000).nullable(),
    repoUrl: p.string().length(2000).nullable(),
    images: p.json<ProjectImageData[]>().defaultRaw("'[]'"),
    /** The uploaded pitch deck (issue 31); the files row says it is attached. */
    pitchDeck: p.json<ProjectFileData>().nullable(),
    /** Uploaded images with alt text, in order (at most 3). */
    imageFiles: p.json<ProjectImageFileData[]>().defaultRaw("'[]'"),
    status: p.enum(PROJECT_STATUSES).default('draft'),
    /** What the team looks for (skills, roles), shown on Find Teams. */
    lookingFor: p.string().length(500).nullable(),
    /** Whether the team shows on Find Teams as looking for members. */
    teamOpen: p.boolean().default(false),
    version: p.integer().default(1),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'projects_owner_index',
      columns: [{ name: 'owner_id' }, { name: 'created_at', sort: 'DESC' }],
    },
  ],
});
