import { describe, expect, it } from '@jest/globals';

import {
  emptyProjectForm,
  hasDetailsBeyondTitle,
  keptImages,
  toProjectBody,
  toProjectFormValues,
  validateProjectForm,
  type ProjectFormValues,
} from './project-form';

function form(overrides: Partial<ProjectFormValues>): ProjectFormValues {
  return { ...emptyProjectForm(), title: 'Rocket', ...overrides };
}

describe('validateProjectForm', () => {
  it('needs a title', () => {
    expect(validateProjectForm(form({ title: '   ' }))).toEqual([
      { field: 'title', message: 'Project title is required.' },
    ]);
    expect(validateProjectForm(form({}))).toEqual([]);
  });

  it('names the link that is not a URL', () => {
    expect(validateProjectForm(form({ demoUrl: 'demo', repoUrl: 'https://github.com/a/b' }))).toEqual([
      { field: 'demoUrl', message: 'Demo URL must be a valid URL.' },
    ]);
    expect(validateProjectForm(form({ repoUrl: 'github' }))).toEqual([
      { field: 'repoUrl', message: 'Repository URL must be a valid URL.' },
    ]);
  });

  it('checks every typed image URL', () => {
    const images = [
      { url: 'https://example.com/a.png', alt: 'A' },
      { url: 'nope', alt: '' },
      { url: '', alt: '' },
    ];
    expect(validateProjectForm(form({ images }))).toEqual([
      { field: 'images', message: 'All image URLs must be valid.' },
    ]);
  });

  it('bounds lengths like the server', () => {
    expect(validateProjectForm(form({ title: 'x'.repeat(201) }))[0]?.field).toBe('title');
    expect(validateProjectForm(form({ tagline: 'x'.repeat(301) }))[0]?.field).toBe('tagline');
  });
});

describe('toProjectBody', () => {
  it('trims text and sends empty text as null', () => {
    expect(
      toProjectBody(form({ title: '  Rocket ', tagline: ' ', descriptionMd: ' # Hi ', demoUrl: ' https://a.io ' })),
    ).toEqual({
      title: 'Rocket',
      tagline: null,
      descriptionMd: '# Hi',
      demoUrl: 'https://a.io',
      repoUrl: null,
      images: [],
    });
  });

  it('keeps only images with both URL and alt text, at most three', () => {
    const rows = [
      { url: ' https://a.io/1.png ', alt: ' One ' },
      { url: 'https://a.io/2.png', alt: '' },
      { url: '', alt: 'Three' },
      { url: 'https://a.io/4.png', alt: 'Four' },
      { url: 'https://a.io/5.png', alt: 'Five' },
      { url: 'https://a.io/6.png', alt: 'Six' },
    ];
    expect(keptImages(rows)).toEqual([
      { url: 'https://a.io/1.png', alt: 'One' },
      { url: 'https://a.io/4.png', alt: 'Four' },
      { url: 'https://a.io/5.png', alt: 'Five' },
    ]);
  });
});

describe('form values from a project', () => {
  it('fills three image rows and turns null into empty text', () => {
    const values = toProjectFormValues({
      title: 'Rocket',
      tagline: null,
      descriptionMd: null,
      demoUrl: 'https://a.io',
      repoUrl: null,
      images: [{ url: 'https://a.io/1.png', alt: 'One' }],
    });
    expect(values.tagline).toBe('');
    expect(values.images).toEqual([
      { url: 'https://a.io/1.png', alt: 'One' },
      { url: '', alt: '' },
      { url: '', alt: '' },
    ]);
  });
});

describe('hasDetailsBeyondTitle', () => {
  const titleOnly = { title: 'Beacon', tagline: null, descriptionMd: null, demoUrl: null, repoUrl: null, images: [] };

  it('is false for a title alone', () => {
    expect(hasDetailsBeyondTitle(titleOnly)).toBe(false);
  });

  it('is true as soon as any other field is filled', () => {
    expect(hasDetailsBeyondTitle({ ...titleOnly, tagline: 'Light' })).toBe(true);
    expect(hasDetailsBeyondTitle({ ...titleOnly, repoUrl: 'https://github.com/x/y' })).toBe(true);
    expect(hasDetailsBeyondTitle({ ...titleOnly, images: [{ url: 'https://x.test/a.png', alt: 'A' }] })).toBe(true);
  });
});
