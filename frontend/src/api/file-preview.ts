import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './client';

/** The display sizes the server keeps of an image (pixels wide at most). */
export type ImageVariant = '320' | '1280';

export const fileBlobKeys = {
  all: ['files'] as const,
  variant: (fileId: string, variant: ImageVariant) => [...fileBlobKeys.all, fileId, variant] as const,
};

/** The id in a file URL the API answers ('/api/files/<id>'), or null for anything else. */
export function fileIdOfUrl(url: string | null | undefined): string | null {
  return /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url ?? '')?.[1] ?? null;
}

/**
 * An image's display size, fetched by the API client: the files need the bearer token, which an
 * <img src> cannot send, so the page shows the bytes through an object URL instead.
 */
export function fileBlobQueryOptions(fileId: string, variant: ImageVariant) {
  return queryOptions({
    queryKey: fileBlobKeys.variant(fileId, variant),
    queryFn: async () => {
      const { data } = await api.GET('/api/files/{fileId}/{variant}', {
        params: { path: { fileId, variant } },
        parseAs: 'blob',
      });
      return data as Blob;
    },
    // A file's bytes never change: a new upload is a new id.
    staleTime: Infinity,
  });
}

// One object URL per fetched image, kept for the page's life: the images are small display sizes
// (a 320 px WebP is tens of KB), and revoking one that a remounted <img> still shows would break it.
const objectUrls = new WeakMap<Blob, string>();

function objectUrlOf(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (url === undefined) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

/** An object URL of the image's display size; undefined while it loads (or when there is no file). */
export function useFileObjectUrl(fileId: string | null, variant: ImageVariant = '320'): string | undefined {
  const { data: blob } = useQuery({ ...fileBlobQueryOptions(fileId ?? '', variant), enabled: fileId !== null });
  return fileId !== null && blob ? objectUrlOf(blob) : undefined;
}
