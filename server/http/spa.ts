import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ErrorCode } from '../../contract';
import type { Config } from '../config';
import { errorBody } from './errors';

const isServerPath = (url: string) =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/oidc') ||
  url.startsWith('/interaction/');

/**
 * Serves the built SPA. Unknown API paths get the error body; any other GET that wants HTML gets
 * index.html so the client router can show the page (or its own 'Page Not Found').
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = resolve(config.staticDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // build/precompress.ts wrote .br and .gz beside each file: no compression per request.
      preCompressed: true,
      setHeaders: (response, path) => {
        const immutable = path.includes('/assets/');
        response.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !isServerPath(request.url) &&
      hasBuild &&
      !/\.\w+$/.test(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send(
        errorBody(
          ErrorCode.NOT_FOUND,
          `No such resource: ${request.method} ${request.url.split('?')[0]}`,
        ),
      );
  });
}
