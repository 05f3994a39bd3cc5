import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { ProductSummary, ShopperPhoto } from '../../contracts/entities';
import { initI18n } from '../../i18n/i18n';
import { useMallStore } from '../../store';
import { ProductCard } from '../product-card';
import { ProductGrid } from '../product-grid';
import { ProductPicture } from '../product-picture';

const HASH = 'a'.repeat(64);
const PIC = `/api/images/photo/${HASH}-640.jpg`;
const portrait: ShopperPhoto = { width: 1080, height: 1440, placeholder: '#a05020', widths: [160, 320, 640, 1080] };
const srcSet = (format: string) =>
  [160, 320, 640, 1080].map((w) => `https://img.example/api/images/photo/${HASH}-${w}.${format} ${w}w`).join(', ');

const pepper: ProductSummary = {
  prodId: 9,
  prodName: 'Kampot pepper',
  prodNameKh: 'ម្រេចកំពត',
  prodNameEn: 'Kampot pepper',
  prodNameCn: '贡布胡椒',
  pic: PIC,
  photos: { [PIC]: portrait },
  price: 4.5,
  oriPrice: 4.5,
  stock: 20,
  soldNum: 0,
};

beforeAll(() => initI18n('en'));
beforeEach(() => act(() => useMallStore.setState({ language: 'en', imagePath: 'https://img.example' })));

/** The `<source>`s of the picture around an `<img>` (they have no role: read from the element). */
const sourcesOf = (img: HTMLElement) =>
  [...img.closest('picture')!.querySelectorAll('source')].map((s) => ({
    type: s.getAttribute('type'),
    srcSet: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

const leadPicture = (
  <ProductPicture src={PIC} photo={portrait} alt="Kampot pepper" sizes="100vw" width={1} height={1} priority="lead" />
);

describe('ProductPicture', () => {
  it('draws an uploaded photo as AVIF and WebP sources over a JPEG, at every width, with its own size and placeholder', () => {
    render(<ProductPicture src={PIC} photo={portrait} alt="Kampot pepper" sizes="100vw" width={750} height={750} />);
    const img = screen.getByRole('img', { name: 'Kampot pepper' });
    expect(sourcesOf(img)).toEqual([
      { type: 'image/avif', srcSet: srcSet('avif'), sizes: '100vw' },
      { type: 'image/webp', srcSet: srcSet('webp'), sizes: '100vw' },
    ]);
    expect(img).toHaveAttribute('src', `https://img.example${PIC}`);
    expect(img).toHaveAttribute('srcset', srcSet('jpg'));
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1080');
    expect(img).toHaveAttribute('height', '1440');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.backgroundColor).toBe('rgb(160, 80, 32)');
  });

  it('takes the placeholder colour away once the photo has loaded', () => {
    render(<ProductPicture src={PIC} photo={portrait} alt="Kampot pepper" sizes="100vw" width={1} height={1} />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Kampot pepper' });
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 1080 });
    fireEvent.load(img);
    expect(img.style.backgroundColor).toBe('');
  });

  it('keeps a drawing of the demo catalogue a plain <img> at its box', () => {
    render(
      <ProductPicture
        src="/api/images/prod/leaf-1-0.svg"
        alt="Kale"
        sizes="100vw"
        width={750}
        height={750}
        priority="eager"
      />,
    );
    const img = screen.getByRole('img', { name: 'Kale' });
    expect(img.closest('picture')).toBeNull();
    expect(img).toHaveAttribute('src', 'https://img.example/api/images/prod/leaf-1-0.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('the lead photo: eager, high priority, and preloaded at the right width as AVIF in the server-drawn HTML', () => {
    const html = renderToString(leadPicture);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect(preload).toBeDefined();
    expect(preload).toContain(`imageSrcSet="${srcSet('avif')}"`);
    expect(preload).toContain('imageSizes="100vw"');
    expect(preload).toContain('type="image/avif"');
    // shell/server/node/take-over.ts moves this very link to the top of <head>.
    expect(preload).toMatch(/fetchPriority="high"/);
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it('hydrates the server-drawn photo without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(leadPicture).replace(/<link[^>]*>/, '');
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, leadPicture, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole('img', { name: 'Kampot pepper' })).toHaveAttribute('height', '1440');
    container.remove();
  });
});

describe('ProductCard and ProductGrid with an uploaded photo', () => {
  it('size the photo for the grid’s columns: half a phone, the laptop’s content by its columns', () => {
    render(
      <MemoryRouter>
        <ProductGrid products={[pepper]} face="laptop" label="New" columns={4} leadPicture />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: 'Kampot pepper' });
    expect(img).toHaveAttribute('sizes', '(max-width: 599px) 50vw, (max-width: 959px) 33vw, 300px');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(sourcesOf(img).map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('a card below the fold loads its photo lazily', () => {
    render(
      <MemoryRouter>
        <ProductCard product={pepper} face="mobile" />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: 'Kampot pepper' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '(max-width: 599px) 50vw, (max-width: 959px) 33vw, 240px');
  });
});
