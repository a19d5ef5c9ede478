import { sessionStore } from '@/lib/session/session';

import { ApiError } from './api-error';
import { refreshSession } from './client';
import type { components } from './generated/schema';

export type UploadedFile = components['schemas']['UploadedFileDto'];
export type FilePurpose = UploadedFile['purpose'];

const MB = 1024 * 1024;
const IMAGE_REFUSAL = 'Only JPEG, PNG or WebP images can be uploaded here';
const IMAGES = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
const PDF = 'application/pdf,.pdf';

/**
 * What each purpose takes, as the server checks it (backend/src/files/upload-rules.ts): the size is
 * checked here first, in the server's words, so a too-large file is refused before it is sent; the
 * type only hints the file picker, since the server sniffs it from the bytes and answers for itself.
 */
export const UPLOAD_RULES: Record<FilePurpose, { maxBytes: number; accept: string; hint: string }> = {
  avatar: { maxBytes: 5 * MB, accept: IMAGES, hint: `JPEG, PNG or WebP, up to 5 MB` },
  project_image: { maxBytes: 10 * MB, accept: IMAGES, hint: `JPEG, PNG or WebP, up to 10 MB` },
  pitch_deck: { maxBytes: 20 * MB, accept: PDF, hint: 'PDF, up to 20 MB' },
  milestone_evidence: { maxBytes: 10 * MB, accept: `${PDF},${IMAGES}`, hint: 'PDF, JPEG, PNG or WebP, up to 10 MB' },
};

/** The refusal texts the server answers, for callers that want to name them (tests, hints). */
export const UPLOAD_REFUSALS = { image: IMAGE_REFUSAL, pdf: 'Only PDF files can be uploaded here' } as const;

/** 'File is larger than 5 MB', as the server says it; null when the file fits. */
export function sizeProblem(purpose: FilePurpose, size: number): string | null {
  const { maxBytes } = UPLOAD_RULES[purpose];
  return size > maxBytes ? `File is larger than ${maxBytes / MB} MB` : null;
}

export interface UploadOptions {
  purpose: FilePurpose;
  file: File;
  /** Percent sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/files with progress. fetch reports no upload progress, so this is an XMLHttpRequest
 * sending what the API client sends: the session's bearer token, refreshed once on a 401. A 4xx
 * rejects with the server's ApiError (its message names the reason, shown as it is).
 */
export async function uploadFile(options: UploadOptions): Promise<UploadedFile> {
  const token = sessionStore.get()?.accessToken;
  const first = await send(options, token);
  if (first.status !== 401 || !token) return answer(first);
  const session = await refreshSession(token);
  if (!session || session.accessToken === token) return answer(first);
  return answer(await send(options, session.accessToken));
}

interface XhrAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

function answer({ status, statusText, body }: XhrAnswer): UploadedFile {
  if (status >= 200 && status < 300) return body as UploadedFile;
  throw ApiError.fromResponse({ status, statusText }, 'POST', body);
}

function send({ purpose, file, onProgress, signal }: UploadOptions, token: string | undefined): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, body });
    };
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // The server reads the purpose first, then the file.
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
