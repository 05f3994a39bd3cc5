import { screen } from '@testing-library/react';
import type { Banner } from '@mall/shared';
import { renderPage } from '../../test-support/render-page';
import '../../i18n';
import { BannerCarousel } from '../banner-carousel';

const banners: Banner[] = [
  { imgUrl: '/api/images/banner/fruit-30-0.svg?lang=en', prodId: 7, seq: 1, title: 'Fresh fruit every morning' },
  { imgUrl: '/api/images/banner/gift-350-2.svg?lang=en', prodId: null, seq: 2, title: 'Free delivery from $50' },
  { imgUrl: '/external/banner.png', prodId: null, seq: 3 },
];

it.each(['laptop', 'mobile'] as const)(
  'names each banner picture by its headline, or by its place when it has none (%s)',
  (face) => {
    renderPage(
      <BannerCarousel face={face} banners={banners} loading={false} failed={false} onRetry={() => undefined} />,
      `/${face}/`,
    );

    expect(screen.getByRole('link', { name: 'Fresh fruit every morning' })).toHaveAttribute(
      'href',
      expect.stringContaining('prodId=7'),
    );
    expect(screen.getByRole('img', { name: 'Free delivery from $50' })).toBeInTheDocument();
    expect(screen.getByAltText('Promotion 3')).toBeInTheDocument();
    expect(screen.queryByAltText('Promotion 1')).not.toBeInTheDocument();
  },
);
