import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Large API answers and the identity provider's pages are compressed per request (brotli at a fast
 * level, or gzip). The built app is not: it is sent precompressed (build/precompress.ts).
 * Request bodies are taken as sent: no client of ours compresses them, and inflating them would
 * cost every request a hook.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
