import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers cost more to compress than they save on the wire. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (and the SPA's HTML) on the fly, brotli first, then gzip. Built assets are
 * compressed at build time instead (`preCompressed` in the static files), and answers that already
 * carry a Content-Encoding are left as they are. The live stream hijacks its reply, so no onSend
 * hook, this one included, ever sees or buffers it.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Only answers are compressed: compressed request bodies would get past the body limit's intent.
    globalDecompression: false,
  });
}
