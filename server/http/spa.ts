import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { ErrorCode } from '../../contract';
import { isServerPath } from '../../contract/server-paths';
import type { Config } from '../config';
import { errorBody } from '../errors/api-error';
import { pageFor, screenMatcher } from './first-screen';
import { readFirstScreenAssets } from './first-screen-assets';
import { paintedShell } from './painted-screens';
import { ROUTE_PRELOADS_FILE } from '../../build/first-screens';
import type { RoutePreloads, ScreenPreloads } from '../../build/route-preloads';

type EncodedPage = { identity: Buffer; br: Buffer; gzip: Buffer };

/** Brotli's quality for a page made for one request: a few kB, compressed in well under 1 ms. */
const QUICK_BROTLI = 5;

/**
 * A page compressed once, like the built assets, when it is the same for every request; a
 * page painted for one request is compressed quickly instead.
 */
function encodePage(html: string, once = true): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: once ? constants.BROTLI_MAX_QUALITY : QUICK_BROTLI,
      },
    }),
    gzip: gzipSync(identity, { level: once ? 9 : 6 }),
  };
}

/** The encoding to send: brotli, else gzip, else none (what Accept-Encoding allows). */
function negotiate(acceptEncoding: string | undefined): keyof EncodedPage {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * index.html for each screen of the route tree, made once: its shell and the chunks it preloads;
 * made for the request when the server paints the screen with the person's data.
 */
function firstScreenPages(root: string) {
  const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8');
  const preloadsFile = resolve(root, ROUTE_PRELOADS_FILE);
  const { screens }: RoutePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : { screens: [] };
  const screenOf = screenMatcher(screens);
  const assets = readFirstScreenAssets(root);
  const cache = new Map<ScreenPreloads | null, EncodedPage>();
  return async (request: FastifyRequest) => {
    const screen = screenOf(request.url);
    const painted = await paintedShell(request, screen);
    if (painted !== null) {
      return {
        page: encodePage(pageFor(indexHtml, screen, assets, painted), false),
        personal: true,
      };
    }
    let page = cache.get(screen);
    if (page === undefined) {
      page = encodePage(pageFor(indexHtml, screen, assets));
      cache.set(screen, page);
    }
    return { page, personal: false };
  };
}

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
  // Browsers ask for /favicon.ico whatever the page links: send them to the app's icon.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  const pages = hasBuild ? firstScreenPages(root) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !isServerPath(request.url) &&
      pages !== null &&
      !/\.\w+$/.test(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      const { page, personal } = await pages(request);
      const encoding = negotiate(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return (
        reply
          // A page painted with a person's data is theirs, for this address only: kept by no cache
          // (the service worker's included, which keeps pages by their path).
          .header('cache-control', personal ? 'private, no-store' : 'no-cache')
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8')
          .send(page[encoding])
      );
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
