import { isWebUrl } from '@/lib/web-url';

/** The most images a project has (spec section 9). */
export const MAX_IMAGES = 3;

export interface ImageRow {
  url: string;
  alt: string;
}

/** What the form holds: every text as typed, '' meaning "not given"; always MAX_IMAGES rows. */
export interface ProjectFormValues {
  title: string;
  tagline: string;
  descriptionMd: string;
  demoUrl: string;
  repoUrl: string;
  images: ImageRow[];
}

/** The body the create and edit calls take (without the edit's version). */
export interface ProjectBody {
  title: string;
  tagline: string | null;
  descriptionMd: string | null;
  demoUrl: string | null;
  repoUrl: string | null;
  images: ImageRow[];
}

export type ProjectFormField = 'title' | 'tagline' | 'descriptionMd' | 'demoUrl' | 'repoUrl' | 'images';

export interface ProjectFormError {
  field: ProjectFormField;
  message: string;
}

/** The form's labels, for server reasons sent without their subject. */
export const PROJECT_FIELD_LABELS = {
  title: 'Project title',
  tagline: 'Tagline',
  descriptionMd: 'Description',
  demoUrl: 'Demo URL',
  repoUrl: 'Repository URL',
  images: 'Images',
} as const;

export const MESSAGES = {
  titleRequired: 'Project title is required.',
  titleTooLong: 'Project title must be at most 200 characters.',
  taglineTooLong: 'Tagline must be at most 300 characters.',
  descriptionTooLong: 'Description must be at most 20000 characters.',
  demoUrl: 'Demo URL must be a valid URL.',
  repoUrl: 'Repository URL must be a valid URL.',
  imageUrls: 'All image URLs must be valid.',
  imageAltTooLong: 'Image alt text must be at most 300 characters.',
} as const;

const LIMITS = { title: 200, tagline: 300, descriptionMd: 20_000, url: 2000, alt: 300 };

function emptyImages(): ImageRow[] {
  return Array.from({ length: MAX_IMAGES }, () => ({ url: '', alt: '' }));
}

export function emptyProjectForm(): ProjectFormValues {
  return { title: '', tagline: '', descriptionMd: '', demoUrl: '', repoUrl: '', images: emptyImages() };
}

export function toProjectFormValues(project: {
  title: string;
  tagline: string | null;
  descriptionMd: string | null;
  demoUrl: string | null;
  repoUrl: string | null;
  images: readonly ImageRow[];
}): ProjectFormValues {
  const images = emptyImages();
  project.images.slice(0, MAX_IMAGES).forEach((image, index) => {
    images[index] = { url: image.url, alt: image.alt };
  });
  return {
    title: project.title,
    tagline: project.tagline ?? '',
    descriptionMd: project.descriptionMd ?? '',
    demoUrl: project.demoUrl ?? '',
    repoUrl: project.repoUrl ?? '',
    images,
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A link the server accepts: an http(s) address within the length limit. */
function isProjectUrl(value: string): boolean {
  return value.length <= LIMITS.url && isWebUrl(value);
}

/** An image is kept only when both its URL and its alt text are filled; at most MAX_IMAGES. */
export function keptImages(rows: readonly ImageRow[]): ImageRow[] {
  return rows
    .map((row) => ({ url: row.url.trim(), alt: row.alt.trim() }))
    .filter((row) => row.url !== '' && row.alt !== '')
    .slice(0, MAX_IMAGES);
}

/** The same rules as the server, with its messages, so most mistakes never make a round trip. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormError[] {
  const errors: ProjectFormError[] = [];
  const title = values.title.trim();
  if (title === '') errors.push({ field: 'title', message: MESSAGES.titleRequired });
  else if (title.length > LIMITS.title) errors.push({ field: 'title', message: MESSAGES.titleTooLong });
  if (values.tagline.trim().length > LIMITS.tagline)
    errors.push({ field: 'tagline', message: MESSAGES.taglineTooLong });
  if (values.descriptionMd.trim().length > LIMITS.descriptionMd) {
    errors.push({ field: 'descriptionMd', message: MESSAGES.descriptionTooLong });
  }
  const demoUrl = values.demoUrl.trim();
  if (demoUrl !== '' && !isProjectUrl(demoUrl)) errors.push({ field: 'demoUrl', message: MESSAGES.demoUrl });
  const repoUrl = values.repoUrl.trim();
  if (repoUrl !== '' && !isProjectUrl(repoUrl)) errors.push({ field: 'repoUrl', message: MESSAGES.repoUrl });
  // Any URL typed is checked, even on a row that would be dropped for want of alt text.
  const typedUrls = values.images.map((row) => row.url.trim()).filter((url) => url !== '');
  if (typedUrls.some((url) => !isProjectUrl(url))) errors.push({ field: 'images', message: MESSAGES.imageUrls });
  if (keptImages(values.images).some((image) => image.alt.length > LIMITS.alt)) {
    errors.push({ field: 'images', message: MESSAGES.imageAltTooLong });
  }
  return errors;
}

/** Text trimmed, empty optional text as null, only complete images. */
export function toProjectBody(values: ProjectFormValues): ProjectBody {
  return {
    title: values.title.trim(),
    tagline: textOrNull(values.tagline),
    descriptionMd: textOrNull(values.descriptionMd),
    demoUrl: textOrNull(values.demoUrl),
    repoUrl: textOrNull(values.repoUrl),
    images: keptImages(values.images),
  };
}

/** Whether the form says more than the title (what Create Team, which takes a title only, leaves to an edit). */
export function hasDetailsBeyondTitle(body: ProjectBody): boolean {
  const { tagline, descriptionMd, demoUrl, repoUrl, images } = body;
  return [tagline, descriptionMd, demoUrl, repoUrl].some((value) => value !== null) || images.length > 0;
}
