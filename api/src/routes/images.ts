// Generated pictures: the URL names the drawing, so it can be cached for ever.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseImagePath, renderSvg } from '../services/images';
import { MallError } from '../errors';

const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

const images: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/:kind/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A product, category or banner picture (SVG)',
        params: Type.Object({ kind: Type.String({ maxLength: 10 }), file: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.file}`;
      let svg = cache.get(key);
      if (svg === undefined) {
        const picture = parseImagePath(key);
        if (!picture) throw new MallError(3);
        svg = renderSvg(picture.kind, picture.icon, picture.hue, picture.variant);
        if (cache.size < CACHE_LIMIT) cache.set(key, svg);
      }
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};
export default images;
