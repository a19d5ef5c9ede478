import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './client';

/** The display sizes the server keeps of an image (pixels wide at most). */
export type ImageVariant = '320' | '1280';

export const fileImageKeys = {
  all: ['files'] as const,
  variant: (fileId: string, variant: ImageVariant) => [...fileImageKeys.all, fileId, variant] as const,
};

/** The id in a file URL the API answers ('/api/files/<id>'), or null for anything else. */
export function fileIdOfUrl(url: string | null | undefined): string | null {
  return /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url ?? '')?.[1] ?? null;
}

/**
 * An image's display size as a data: URL, fetched by the API client: the files need the bearer
 * token, which an <img src> cannot send. A data: URL, not an object URL: the page's CSP allows
 * data: images (not blob:), and nothing needs revoking. The sizes are small (a 320 px WebP: tens of KB).
 */
export function fileImageQueryOptions(fileId: string, variant: ImageVariant) {
  return queryOptions({
    queryKey: fileImageKeys.variant(fileId, variant),
    queryFn: async () => {
      const { data } = await api.GET('/api/files/{fileId}/{variant}', {
        params: { path: { fileId, variant } },
        parseAs: 'blob',
      });
      const blob = data as Blob;
      return `data:${blob.type || 'image/webp'};base64,${base64(new Uint8Array(await blob.arrayBuffer()))}`;
    },
    // A file's bytes never change: a new upload is a new id.
    staleTime: Infinity,
  });
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** A URL the page can show the image's display size by; undefined while it loads (or with no file). */
export function useFileImageUrl(fileId: string | null, variant: ImageVariant = '320'): string | undefined {
  return useQuery({ ...fileImageQueryOptions(fileId ?? '', variant), enabled: fileId !== null }).data;
}
