import { databases, createTestApp } from '../../../test/helpers';
import { addAddress, client, type Client, quickMember } from '../../../test/commerce';
import { ERROR_CODE } from '../../schemas/codes';

describe.each(databases)('addresses (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const member = async (): Promise<Client> => client(ctx.app, (await quickMember(ctx.db)).token);
  const fields = { receiver: 'Dara Kim', mobile: '098765432', addr: 'No. 5, Street 51, Boeung Keng Kang', addrType: 2 };
  const defaults = async (api: Client) =>
    (await api.get('address/list')).body.data
      .filter((a: { commonAddr: number }) => a.commonAddr === 1)
      .map((a: { addrId: number }) => a.addrId);

  it('makes the first address the default and answers the address', async () => {
    const api = await member();
    const answer = await api.post('address/addAddr', { ...fields, commonAddr: 0 });
    expect(answer).toEqual({
      status: 200,
      body: { data: { addrId: expect.any(Number), ...fields, commonAddr: 1, khan: null } },
    });
    const second = await api.post('address/addAddr', fields);
    expect(second.body.data.commonAddr).toBe(0);
    expect(await defaults(api)).toEqual([answer.body.data.addrId]);
  });

  it('moves the default with commonAddr 1 (add and update), ignores 0 on the default, lists the default first', async () => {
    const api = await member();
    const a = await addAddress(api);
    const b = await addAddress(api, { commonAddr: 1 });
    expect(await defaults(api)).toEqual([b]);
    const c = await addAddress(api);
    const updated = await api.post('address/updateAddr', { addrId: c, ...fields, commonAddr: 1 });
    expect(updated).toEqual({ status: 200, body: { data: { addrId: c, ...fields, commonAddr: 1, khan: null } } });
    expect(await defaults(api)).toEqual([c]);
    await api.post('address/updateAddr', { addrId: c, ...fields, receiver: 'Renamed', commonAddr: 0 });
    expect(await defaults(api)).toEqual([c]);
    const list = (await api.get('address/list')).body.data;
    expect(list[0]).toMatchObject({ addrId: c, receiver: 'Renamed', commonAddr: 1 });
    expect(list.map((x: { addrId: number }) => x.addrId).sort()).toEqual([a, b, c].sort());
  });

  it('refuses an 11th address (31)', async () => {
    const api = await member();
    for (let i = 0; i < 10; i += 1) await addAddress(api);
    expect(await api.post('address/addAddr', fields)).toEqual({
      status: 409,
      body: { codeId: ERROR_CODE.tooManyAddresses, msg: expect.any(String) },
    });
    expect((await api.get('address/list')).body.data).toHaveLength(10);
  });

  it('deletes a non-default address; the default is 117, a gone one 116', async () => {
    const api = await member();
    const first = await addAddress(api);
    const second = await addAddress(api);
    expect(await api.get('address/deleteAddr', { addrId: first })).toEqual({
      status: 409,
      body: { codeId: ERROR_CODE.defaultAddressUndeletable, msg: expect.any(String) },
    });
    expect(await api.get('address/deleteAddr', { addrId: second })).toEqual({ status: 200, body: { data: null } });
    expect(await api.get('address/deleteAddr', { addrId: second })).toEqual({
      status: 404,
      body: { codeId: ERROR_CODE.addressDeleted, msg: expect.any(String) },
    });
    expect((await api.post('address/updateAddr', { addrId: second, ...fields })).body.codeId).toBe(116);
  });

  it("answers another member's address exactly like a missing one and changes nothing", async () => {
    const owner = await member();
    const stranger = await member();
    await addAddress(owner);
    const target = await addAddress(owner);
    await addAddress(stranger);
    const missing = 99999999;
    for (const [foreign, gone] of [
      [
        await stranger.get('address/deleteAddr', { addrId: target }),
        await stranger.get('address/deleteAddr', { addrId: missing }),
      ],
      [
        await stranger.post('address/updateAddr', { addrId: target, ...fields, commonAddr: 1 }),
        await stranger.post('address/updateAddr', { addrId: missing, ...fields, commonAddr: 1 }),
      ],
    ]) {
      expect(foreign).toEqual(gone);
      expect(foreign.body.codeId).toBe(116);
    }
    expect(
      (await owner.get('address/list')).body.data.find((a: { addrId: number }) => a.addrId === target),
    ).toMatchObject({
      receiver: 'Sokha Chan',
      commonAddr: 0,
    });
  });

  it.each([
    ['an empty receiver', { receiver: '' }],
    ['a blank receiver', { receiver: '   ' }],
    ['a bad mobile', { mobile: 'call me' }],
    ['an empty addr', { addr: '' }],
    ['addrType 0', { addrType: 0 }],
    ['addrType 5', { addrType: 5 }],
    ['commonAddr 2', { commonAddr: 2 }],
    ['a receiver too long', { receiver: 'x'.repeat(51) }],
  ])('refuses %s (400/99)', async (_label, bad) => {
    const api = await member();
    expect(await api.post('address/addAddr', { ...fields, ...bad })).toEqual({
      status: 400,
      body: { codeId: ERROR_CODE.badRequest, msg: expect.any(String) },
    });
    expect((await api.get('address/list')).body.data).toEqual([]);
  });
});
