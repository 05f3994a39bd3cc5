// A cached catalogue answer is the same object on every hit, so its JSON is made once per variant (by the route's own
// response serializer, so the bytes are what the schema would send) and the bytes are sent as they are.
import type { FastifyReply } from 'fastify';

const bytesBySource = new WeakMap<object, Map<string, Buffer>>();

/** Sends `body()` as JSON, serialised once for this `source` object and `variant` while `source` lives. */
export function sendMemoizedJson(
  reply: FastifyReply,
  source: object,
  variant: string,
  body: () => unknown,
): FastifyReply {
  let variants = bytesBySource.get(source);
  if (!variants) bytesBySource.set(source, (variants = new Map()));
  let bytes = variants.get(variant);
  if (!bytes) variants.set(variant, (bytes = Buffer.from(reply.serialize(body()) as string)));
  return reply.type('application/json; charset=utf-8').send(bytes);
}
