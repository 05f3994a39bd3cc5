// Generated pictures: the URL names the drawing, so it can be cached for ever.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseImagePath, renderPreviewPng, renderSvg } from '../services/images';
import { ERROR_CODE, MallError } from '../errors';
import type { Lang } from '../lib/lang';

const cache = new Map<string, string>();
const BANNER_LANGS: readonly Lang[] = ['km', 'en', 'zh'];
const CACHE_LIMIT = 5000;
/** Link previews (about 20 KiB each) drawn once per picture; past this many, the oldest goes. */
const previews = new Map<string, Promise<Buffer>>();
const PREVIEW_CACHE_LIMIT = 1000;

const images: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/:kind/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A product, category or banner picture (SVG)',
        params: Type.Object({ kind: Type.String({ maxLength: 10 }), file: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({
          lang: Type.Optional(
            Type.String({ maxLength: 5, description: "language of a banner's words: km, en (default) or zh" }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const path = `${request.params.kind}/${request.params.file}`;
      // Only banners have words; any other value of lang draws English rather than failing a picture.
      const lang = BANNER_LANGS.find((l) => l === request.query.lang) ?? 'en';
      const key = request.params.kind === 'banner' ? `${path}?${lang}` : path;
      let svg = cache.get(key);
      if (svg === undefined) {
        const picture = parseImagePath(path);
        if (!picture) throw new MallError(ERROR_CODE.notFound);
        svg = renderSvg(picture.kind, picture.icon, picture.hue, picture.variant, lang);
        if (cache.size < CACHE_LIMIT) cache.set(key, svg);
      }
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );

  // Link bots (Facebook, Telegram…) show no SVG: the same drawing as a 1200×630 PNG, the size previews use.
  app.get(
    '/images/preview/:kind/:file',
    {
      schema: {
        tags: ['images'],
        summary: "A product, category or banner picture as a link preview's PNG (1200×630)",
        params: Type.Object({ kind: Type.String({ maxLength: 10 }), file: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 5 })) }),
      },
    },
    async (request, reply) => {
      const path = `${request.params.kind}/${request.params.file.replace(/\.png$/, '.svg')}`;
      const picture = request.params.file.endsWith('.png') ? parseImagePath(path) : undefined;
      if (!picture) throw new MallError(ERROR_CODE.notFound);
      const lang = BANNER_LANGS.find((l) => l === request.query.lang) ?? 'en';
      const key = picture.kind === 'banner' ? `${path}?${lang}` : path;
      let png = previews.get(key);
      if (!png) {
        if (previews.size >= PREVIEW_CACHE_LIMIT) previews.delete(previews.keys().next().value!);
        png = renderPreviewPng(renderSvg(picture.kind, picture.icon, picture.hue, picture.variant, lang));
        previews.set(key, png);
        png.catch(() => previews.delete(key));
      }
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(await png);
    },
  );
};
export default images;
