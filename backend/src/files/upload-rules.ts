import type { FilePurpose } from './uploaded-file.entity.js';

const MB = 1024 * 1024;

export type UploadKind = 'pdf' | 'image';

/** What each purpose takes (issue 31 'Uploads'). */
export const UPLOAD_RULES: Record<FilePurpose, { maxBytes: number; kinds: readonly UploadKind[]; refusal: string }> = {
  pitch_deck: { maxBytes: 20 * MB, kinds: ['pdf'], refusal: 'Only PDF files can be uploaded here' },
  avatar: { maxBytes: 5 * MB, kinds: ['image'], refusal: 'Only JPEG, PNG or WebP images can be uploaded here' },
  project_image: { maxBytes: 10 * MB, kinds: ['image'], refusal: 'Only JPEG, PNG or WebP images can be uploaded here' },
  milestone_evidence: {
    maxBytes: 10 * MB,
    kinds: ['pdf', 'image'],
    refusal: 'Only PDF files or JPEG, PNG or WebP images can be uploaded here',
  },
};

/** The most any purpose takes: the multipart parser's own limit sits just above it. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** Raster types the image library re-encodes; anything else (SVG, GIF, HEIC...) is refused. */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A decompression bomb: more pixels than this is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The display sizes an image is re-encoded into (most pixels wide); the original is not kept. */
export const IMAGE_WIDTHS = [320, 1280] as const;
export type ImageVariantName = `${(typeof IMAGE_WIDTHS)[number]}`;
export const IMAGE_VARIANT_NAMES: readonly string[] = IMAGE_WIDTHS.map(String);

/**
 * The client's file name, or why it is refused: no path parts ('/', '\\', '..'), no control
 * characters, at most 255 characters. Answers `{ name }` trimmed and NFC-normalised, or `{ problem }`.
 */
export function checkFileName(raw: string | undefined): { name: string } | { problem: string } {
  const name = (raw ?? '').normalize('NFC').trim();
  if (name === '') return { problem: 'The file has no name' };
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return { problem: 'The file name has control characters' };
  if (/[/\\]/.test(name) || name === '.' || name === '..') return { problem: 'The file name has path parts' };
  if (name.length > 255) return { problem: 'The file name is longer than 255 characters' };
  return { name };
}
