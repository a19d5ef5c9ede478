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

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const TLD = /^([a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i;

/**
 * The server's rule (class-validator isUrl with http/https and the protocol required): an http(s)
 * address written with its scheme, whose host is an IP address or a name ending in a real TLD.
 */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value) || value.length > LIMITS.url) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  const ip = IPV4.exec(host);
  if (ip) return ip.slice(1).every((part) => Number(part) <= 255);
  if (host.startsWith('[')) return true;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  return TLD.test(labels[labels.length - 1] ?? '');
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
  if (demoUrl !== '' && !isWebUrl(demoUrl)) errors.push({ field: 'demoUrl', message: MESSAGES.demoUrl });
  const repoUrl = values.repoUrl.trim();
  if (repoUrl !== '' && !isWebUrl(repoUrl)) errors.push({ field: 'repoUrl', message: MESSAGES.repoUrl });
  // Any URL typed is checked, even on a row that would be dropped for want of alt text.
  const typedUrls = values.images.map((row) => row.url.trim()).filter((url) => url !== '');
  if (typedUrls.some((url) => !isWebUrl(url))) errors.push({ field: 'images', message: MESSAGES.imageUrls });
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
