// address/*: the member's delivery addresses.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, Id } from '../schemas/common';
import { AddressSchema } from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../services/address';

const AddressFields = {
  receiver: Type.String({ minLength: 1, maxLength: 50 }),
  mobile: Type.String({ minLength: 6, maxLength: 20, pattern: '^\\s*\\+?[0-9]{6,15}\\s*$' }),
  addr: Type.String({ minLength: 1, maxLength: 200, description: 'downtown Phnom Penh only' }),
  addrType: Type.Integer({ minimum: 1, maximum: 4, description: '1 home, 2 company, 3 school, 4 other' }),
  commonAddr: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 makes it the default' })),
};

const address: FastifyPluginAsyncTypebox = async (app) => {
  const member = memberOnly(app, 'address');

  app.get(
    '/address/list',
    { ...member, schema: { ...member.schema, summary: 'Addresses, the default first', response: { 200: Envelope(Type.Array(AddressSchema)) } } },
    async (request) => ({ data: await listAddresses(app.db, memberIdOf(request)) }),
  );

  app.post(
    '/address/addAddr',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Add an address (the first becomes the default; an 11th is 31)',
        body: Type.Object(AddressFields),
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
        summary: 'Change an address; commonAddr 1 moves the default here (0 on the default is ignored)',
        body: Type.Object({ addrId: Id, ...AddressFields }),
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
