import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoute,
  classIdParamsSchema,
  FIGURE_MAX_BYTES,
  figureParamsSchema,
  figureSchema,
  uploadFigureBodySchema,
} from '../../contract';
import { getFigureData, toFigure } from '../repositories/figures';
import { storeFigure } from '../services/figures/upload-figure';
import { routeSchema } from './responses';
import { notFound } from '../errors/api-error';
import { access } from '../auth/route-access';

/** Base64 of 2 MB plus room for the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((FIGURE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Headers of a figure: immutable for a year, and never run as a document. */
export const FIGURE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
} as const;

/** Figures: uploaded by a class's teachers, served by content hash to anyone who has the hash. */
export async function figureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    ApiRoute.classFigures,
    {
      config: { access: access.inClass('class.teach') },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: routeSchema(
        'Upload a figure as base64 (teachers): PNG, JPEG or WebP up to 2 MB, checked by its ' +
          'bytes; SVG refused. The same bytes give the same figure.',
        { params: classIdParamsSchema, body: uploadFigureBodySchema },
        { 201: figureSchema },
      ),
    },
    async (request, reply) => {
      const meta = await storeFigure(db, Buffer.from(request.body.data_base64, 'base64'));
      return reply.code(201).send(toFigure(meta));
    },
  );

  app.get(
    ApiRoute.figure,
    {
      // `<img src>` sends no bearer token: the sha-256 in the address is the capability.
      config: { impersonation: 'ignore', access: access.public },
      schema: routeSchema(
        'A figure by its sha-256: immutable, cacheable for a year, sandboxed.',
        { params: figureParamsSchema },
        { 200: z.any().describe('The image bytes (image/png, image/jpeg or image/webp).') },
      ),
    },
    async (request, reply) => {
      const figure = await getFigureData(db, request.params.hash);
      if (!figure) throw notFound('figure');
      return reply.headers(FIGURE_HEADERS).type(figure.mediaType).send(Buffer.from(figure.data));
    },
  );
}
