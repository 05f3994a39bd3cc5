import { draftOf, emptyDraft, payloadOf, problemsOf, specTextOf, specValuesOf, variantNameOf } from '../product-form';
import { makeProduct } from '../../../test-support/fixtures';

test('spec values typed as "name: value; …" become the API’s object, and read back as typed', () => {
  expect(specValuesOf('Weight: 5 kg; Colour: red')).toEqual({ Weight: '5 kg', Colour: 'red' });
  expect(specValuesOf('颜色：红色；尺码：L')).toEqual({ 颜色: '红色', 尺码: 'L' });
  expect(specValuesOf('5 kg')).toEqual({ Option: '5 kg' });
  expect(specValuesOf('  ;  ')).toEqual({});
  expect(specTextOf({ Weight: '5 kg', Colour: 'red' })).toBe('Weight: 5 kg; Colour: red');
  expect(specValuesOf(specTextOf({ Size: 'L', Time: '10:30' }))).toEqual({ Size: 'L', Time: '10:30' });
});

test('no crossed-out price sends the price itself; maxPerOrder empty is the shop’s (null), else a whole number 1-9999', () => {
  const draft = draftOf(makeProduct());
  draft.skus[0].oriPrice = '';
  expect(payloadOf(draft).skus[0].oriPrice).toBe(12.5);
  expect(payloadOf(draft).maxPerOrder).toBeNull();
  expect(payloadOf({ ...draft, maxPerOrder: ' 3 ' }).maxPerOrder).toBe(3);
  for (const wrong of ['0', '2.5', '-1', '10000', 'many'])
    expect(problemsOf({ ...draft, maxPerOrder: wrong })).toContainEqual({ field: 'maxPerOrder' });
  expect(problemsOf({ ...draft, maxPerOrder: '9999' })).toEqual([]);
  expect(emptyDraft().maxPerOrder).toBe('');
});

test('a variant left without a name is called by its spec values; a name given is kept', () => {
  expect(variantNameOf('Storage: 128 GB; Colour: Black')).toBe('128 GB, Black');
  const draft = emptyDraft();
  draft.skus[0] = { ...draft.skus[0], specValues: 'Storage: 128 GB; Colour: Black', skuNameEn: ' Midnight ' };
  expect(payloadOf(draft).skus[0]).toMatchObject({
    skuNameKh: '128 GB, Black',
    skuNameEn: 'Midnight',
    skuNameCn: '128 GB, Black',
  });
  expect(variantNameOf('')).toBe('');
});
