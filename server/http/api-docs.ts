import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ApiRoute } from '../../contract';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The API's routes only: the sign-in pages and the identity provider are not part of it. */
const apiRoutesOnly = (input: TransformInput) =>
  input.url.startsWith('/api/')
    ? jsonSchemaTransform(input)
    : { schema: { hide: true }, url: input.url };

/** OpenAPI document generated from the routes' zod schemas, at GET /api/openapi.json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: { info: { title: 'Groundschool API', version: '1.0.0' } },
    transform: apiRoutesOnly,
  });
  app.get(`/api${ApiRoute.openApiDocument}`, { schema: { hide: true } }, () => app.swagger());
}
