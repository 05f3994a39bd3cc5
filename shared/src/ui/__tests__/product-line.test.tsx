import { render, screen, within } from '@testing-library/react';
import { useMallStore } from '../../store';
import { ProductLine, type ProductLineGoods } from '../product-line';

const shirt: ProductLineGoods = {
  pic: '/api/images/products/7.jpg',
  prodName: 'Cotton shirt',
  prodNameKh: 'អាវកប្បាស',
  prodNameEn: 'Cotton shirt',
  prodNameCn: '棉衬衫',
  skuName: 'Blue, M',
  skuNameKh: 'ខៀវ, M',
  skuNameEn: 'Blue, M',
  skuNameCn: '蓝色, M',
};

const classes = { line: 'line', picture: 'picture', name: 'name', sku: 'sku', figures: 'figures' };

function renderLine(goods: ProductLineGoods, withSku?: boolean) {
  return render(
    <ul>
      <ProductLine goods={goods} pictureSize={64} classes={classes} withSku={withSku} figures="$9.00 × 2" />
    </ul>,
  );
}

beforeEach(() => useMallStore.setState({ language: 'en', imagePath: 'https://img.example.com' }));

test('a line shows the picture named by the product, the name, the option and the figures, in the language', () => {
  useMallStore.setState({ language: 'km' });
  renderLine(shirt);
  const line = screen.getByRole('listitem');
  const picture = within(line).getByRole('img', { name: 'អាវកប្បាស' });
  expect(picture).toHaveAttribute('width', '64');
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture.getAttribute('src')).toContain('/api/images/products/7.jpg');
  expect(within(line).getByText('អាវកប្បាស')).toHaveClass('name');
  expect(within(line).getByText('ខៀវ, M')).toHaveClass('sku');
  expect(within(line).getByText('$9.00 × 2')).toHaveClass('figures');
});

test('the option is left out when it only repeats the name, or when the page asks for none', () => {
  const { unmount } = renderLine({ ...shirt, skuNameEn: 'Cotton shirt', skuName: 'Cotton shirt' });
  expect(screen.getAllByText('Cotton shirt')).toHaveLength(1);
  unmount();
  renderLine(shirt, false);
  expect(screen.queryByText('Blue, M')).not.toBeInTheDocument();
  expect(screen.getByText('Cotton shirt')).toBeVisible();
});

test("an order line's variant is told by its specs in the language, even when it has no name of its own", () => {
  useMallStore.setState({ language: 'zh' });
  const pepper = {
    ...shirt,
    prodNameCn: '贡布胡椒',
    skuName: '',
    skuNameKh: '',
    skuNameEn: '',
    skuNameCn: '',
    specs: 'Weight: 250 g',
    specsKh: 'ទម្ងន់៖ ២៥០ ក្រាម',
    specsEn: 'Weight: 250 g',
    specsCn: '重量：250 克',
  };
  const { unmount } = renderLine(pepper);
  expect(screen.getByText('重量：250 克')).toHaveClass('sku');
  unmount();
  // A name the specs already say is not said twice; one they do not say comes first.
  const again = renderLine({ ...pepper, skuNameCn: '250 克' });
  expect(screen.getByText('重量：250 克')).toHaveClass('sku');
  again.unmount();
  useMallStore.setState({ language: 'en' });
  renderLine({ ...pepper, skuName: 'Gift tin', skuNameEn: 'Gift tin' });
  expect(screen.getByText('Gift tin · Weight: 250 g')).toHaveClass('sku');
});
