import { shirt } from '../../../test-support/fixtures';
import { initialSelection, isValueAvailable, selectedSku, toggleValue } from '../sku-selection';

const product = shirt();

it('names no SKU until every spec has a value, then the matching one', () => {
  expect(selectedSku(product, {})).toBeUndefined();
  expect(selectedSku(product, { Size: 'M' })).toBeUndefined();
  expect(selectedSku(product, { Size: 'M', Colour: 'Red' })?.skuId).toBe(73);
  expect(selectedSku(product, { Size: 'S', Colour: 'Red' })?.skuId).toBe(71);
});

it('offers only values some SKU in stock has with the other choices', () => {
  expect(isValueAvailable(product, {}, 'Colour', 'Blue')).toBe(false); // S/Blue sold out, M/Blue does not exist
  expect(isValueAvailable(product, { Size: 'M' }, 'Colour', 'Red')).toBe(true);
  expect(isValueAvailable(product, { Colour: 'Red' }, 'Size', 'M')).toBe(true);
});

it('clears a value chosen twice and drops a choice the new value cannot go with', () => {
  const chosen = toggleValue(product, { Size: 'S', Colour: 'Red' }, 'Size', 'S');
  expect(chosen).toEqual({ Size: undefined, Colour: 'Red' });
  const single = { ...product, specs: product.specs, skuList: [product.skuList[0]] };
  expect(initialSelection(single)).toEqual({ Size: 'S', Colour: 'Red' });
  const twoRowProduct = {
    ...product,
    skuList: [product.skuList[0], { ...product.skuList[2], specValues: { Size: 'M', Colour: 'Blue' } }],
  };
  expect(toggleValue(twoRowProduct, { Size: 'S', Colour: 'Red' }, 'Size', 'M')).toEqual({
    Size: 'M',
    Colour: undefined,
  });
});

it('treats a product without specs as its single SKU', () => {
  const plain = { ...product, specs: [], skuList: [product.skuList[0]] };
  expect(selectedSku(plain, {})?.skuId).toBe(71);
});
