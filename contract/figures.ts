import { z } from 'zod/mini';
import { safeTextChecks, textField } from './text';
import { base64Length } from './base64';

export const FIGURE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type FigureMediaType = (typeof FIGURE_MEDIA_TYPES)[number];
export const FIGURE_MAX_BYTES = 2 * 1024 * 1024;
export const FIGURE_TYPE_MESSAGE = 'A figure must be a PNG, JPEG or WebP image.';
export const FIGURE_SVG_MESSAGE =
  'SVG images are not accepted. Export the figure as PNG, JPEG or WebP and upload that.';
export const FIGURE_TOO_LARGE_MESSAGE = 'A figure must be at most 2 MB.';
/** Wider or higher images would cost every student's browser that shows them too much memory. */
export const FIGURE_MAX_SIDE = 8000;
export const FIGURE_TOO_MANY_PIXELS_MESSAGE = `A figure must be at most ${FIGURE_MAX_SIDE} pixels wide and ${FIGURE_MAX_SIDE} pixels high: scale it down and upload it again.`;
export const FIGURE_UNREADABLE_MESSAGE =
  'This image is damaged or incomplete: save it again from your image editor and upload that.';

const FIGURE_HASH_MESSAGE = 'Not a figure hash.';

/** A sha-256 content hash, 64 lowercase hex digits: the figure's stable name. */
export const figureHashSchema = z
  .string()
  .check(
    z.regex(/^[0-9a-f]{64}$/, { error: FIGURE_HASH_MESSAGE, abort: true }),
    ...safeTextChecks(64, FIGURE_HASH_MESSAGE),
  );

/** An image stored once by content hash and served at `url` (immutable, cacheable for a year). */
export const figureSchema = z.object({
  hash: z.string(),
  media_type: z.enum(FIGURE_MEDIA_TYPES),
  size: z.int().check(z.nonnegative()),
  /** `/figures/<hash>`, a path under the API base (`apiPath("figure", {hash})`): prefix the base for `<img src>` (no credentials needed). */
  url: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

/**
 * `POST /classes/:classId/figures` (the class's teachers): the image's bytes as base64 in JSON (the
 * body may be up to ~2.8 MB). The type is read from the bytes (magic numbers), never from a declared
 * type; SVG is refused. Uploading the same bytes twice answers the same figure.
 */
export const uploadFigureBodySchema = z.strictObject({
  data_base64: z
    .string()
    .check(
      z.minLength(1, 'Choose an image.'),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The image must be sent as base64.'),
      ...safeTextChecks(base64Length(FIGURE_MAX_BYTES), FIGURE_TOO_LARGE_MESSAGE),
    ),
  filename: z.optional(textField({ label: 'File name', max: 255 })),
});
export type UploadFigureBody = z.infer<typeof uploadFigureBodySchema>;

export const figureParamsSchema = z.object({ hash: figureHashSchema });
