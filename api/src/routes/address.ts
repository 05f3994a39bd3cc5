// address/*: the member's delivery addresses.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, Id } from '../schemas/common';
import { AddressBody, AddressSchema, AddressUpdateBody } from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../services/address';

const address: FastifyPluginAsyncTypebox = async (app) => {
  const member = memberOnly(app, 'address');

  app.get(
    '/address/list',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Addresses, the default first',
        response: { 200: Envelope(Type.Array(AddressSchema)) },
      },
    },
    async (request) => ({ data: await listAddresses(app.db, memberIdOf(request)) }),
  );

  app.post(
    '/address/addAddr',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          "Add an address (the first becomes the default; an 11th is 31; a khan outside the shop's area, or none while the area is limited, 155)",
        body: AddressBody,
        response: { 200: Envelope(AddressSchema) },
      },
    },
    async (request) => ({ data: await addAddress(app.db, memberIdOf(request), request.body) }),
  );

  app.post(
    '/address/updateAddr',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          "Change an address; commonAddr 1 moves the default here (0 on the default is ignored); 155 outside the shop's area",
        body: AddressUpdateBody,
        response: { 200: Envelope(AddressSchema) },
      },
    },
    async (request) => ({ data: await updateAddress(app.db, memberIdOf(request), request.body.addrId, request.body) }),
  );

  app.get(
    '/address/deleteAddr',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Delete an address (the default one is 117, a gone one 116)',
        querystring: Type.Object({ addrId: Id }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await deleteAddress(app.db, memberIdOf(request), request.query.addrId);
      return { data: null };
    },
  );
};
export default address;
