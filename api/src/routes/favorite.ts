// user/collection/*: favourite products.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Id, PageOf, PagingQuery } from '../schemas/common';
import { ProductSummary } from '../schemas/catalog';
import { FavoriteToggleSchema } from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { requestLanguage } from '../lib/lang';
import { pageFavorites, toggleFavorite } from '../services/favorite';

const favorite: FastifyPluginAsyncTypebox = async (app) => {
  const member = memberOnly(app, 'favorite');

  app.post(
    '/user/collection/addOrCancel',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Toggle a favourite; answers whether it is one now',
        body: Type.Object({ prodId: Id }),
        response: { 200: Envelope(FavoriteToggleSchema) },
      },
    },
    async (request) => ({ data: await toggleFavorite(app.db, memberIdOf(request), request.body.prodId) }),
  );

  app.get(
    '/user/collection/page',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Favourite products on sale, newest favourite first',
        querystring: PagingQuery,
        response: { 200: Envelope(PageOf(ProductSummary)) },
      },
    },
    async (request) => ({
      data: await pageFavorites(app.db, memberIdOf(request), request.query, requestLanguage(request)),
    }),
  );
};
export default favorite;
