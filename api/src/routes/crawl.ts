// What crawlers and link previews read: robots.txt, the sitemap (the shop's /robots.txt and /sitemap*.xml are
// these, through the shell's server or nginx) and every category at once (the shell's server names a category
// page and its breadcrumb from it).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Envelope } from '../schemas/common';
import { Category } from '../schemas/catalog';
import { requestLanguage } from '../lib/lang';
import * as catalog from '../services/catalog';
import { SITEMAP_CACHE_MS, categorySitemap, productSitemap, robotsTxt, sitemapIndex } from '../services/crawl';

const gzipAsync = promisify(gzip);

const crawl: FastifyPluginAsyncTypebox = async (app) => {
  const siteUrl = app.config.publicOrigin;
  // Kept gzipped (a product page is 3 MB of XML, 230 KB gzipped): a hit is sent as it is, nothing drawn or compressed.
  const drawn = new Map<string, { at: number; gzip: Promise<Buffer> }>();
  /** One drawing per sitemap at a time, kept SITEMAP_CACHE_MS (a failed one is forgotten at once). */
  const cached = (key: string, draw: () => Promise<string>): Promise<Buffer> => {
    const hit = drawn.get(key);
    if (hit && Date.now() - hit.at < SITEMAP_CACHE_MS) return hit.gzip;
    if (drawn.size > 100) drawn.clear();
    const gzip = draw().then((xml) => gzipAsync(xml));
    drawn.set(key, { at: Date.now(), gzip });
    gzip.catch(() => drawn.delete(key));
    return gzip;
  };
  const sendXml = (request: FastifyRequest, reply: FastifyReply, gzip: Buffer) => {
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    reply.header('vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(gunzipSync(gzip).toString('utf8'));
  };

  app.get(
    '/crawl/robots.txt',
    { schema: { tags: ['crawl'], summary: "The shop's robots.txt (served at /robots.txt)" } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(siteUrl)),
  );

  app.get(
    '/crawl/sitemap.xml',
    { schema: { tags: ['crawl'], summary: 'The sitemap index (served at /sitemap.xml)' } },
    async (request, reply) => sendXml(request, reply, await cached('index', () => sitemapIndex(app.db, siteUrl))),
  );

  app.get(
    '/crawl/sitemap-categories.xml',
    { schema: { tags: ['crawl'], summary: 'Every category in each language' } },
    async (request, reply) =>
      sendXml(request, reply, await cached('categories', () => categorySitemap(app.db, siteUrl))),
  );

  app.get(
    '/crawl/sitemap-products-:after.xml',
    {
      schema: {
        tags: ['crawl'],
        summary: 'On-sale products after a product id, in each language (the index names each page)',
        params: Type.Object({ after: Type.Integer({ minimum: 0 }) }),
      },
    },
    async (request, reply) => {
      const { after } = request.params;
      return sendXml(request, reply, await cached(`products-${after}`, () => productSitemap(app.db, siteUrl, after)));
    },
  );

  app.get(
    '/crawl/categories',
    {
      schema: {
        tags: ['crawl'],
        summary: 'Every category, each with its parent',
        response: { 200: Envelope(Type.Array(Category)) },
      },
    },
    async (request) => ({ data: await catalog.listCategories(app.db, undefined, requestLanguage(request)) }),
  );
};
export default crawl;
