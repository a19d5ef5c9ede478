import type { ProjectFields } from '../../project.events.js';
import { changedFields } from './project-changes.js';

const FIELDS: ProjectFields = {
  title: 'Supply Radar',
  tagline: null,
  descriptionMd: null,
  demoUrl: null,
  repoUrl: null,
  images: [{ url: 'https://img.example.com/a.png', alt: 'Dashboard' }],
};

describe('changedFields', () => {
  it('is empty when nothing changed', () => {
    expect(
      changedFields(FIELDS, { ...FIELDS, images: [{ url: 'https://img.example.com/a.png', alt: 'Dashboard' }] }),
    ).toEqual({});
  });

  it('records only what changed, each as from/to', () => {
    expect(changedFields(FIELDS, { ...FIELDS, title: 'Supply Radar 2', images: [] })).toEqual({
      title: { from: 'Supply Radar', to: 'Supply Radar 2' },
      images: { from: FIELDS.images, to: [] },
    });
  });
});
