import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localized, useMallStore, usePageName, type PageProps } from '@mall/shared';
import '../../i18n';
import { ProductLoadError, ProductNotFound, ProductSkeleton } from '../../components/product-states';
import { useProduct } from '../../features/product/use-product';
import { ProductLaptop } from './laptop';
import { ProductMobile } from './mobile';

export default function ProductPage({ face }: PageProps): ReactElement {
  const [search] = useSearchParams();
  const state = useProduct(search.get('prodId'));
  const language = useMallStore((store) => store.language);
  usePageName(state.kind === 'ready' ? localized(state.product, 'prodName', language) : undefined, language);
  switch (state.kind) {
    case 'loading':
      return <ProductSkeleton face={face} />;
    case 'notFound':
      return <ProductNotFound face={face} />;
    case 'error':
      return <ProductLoadError face={face} onRetry={state.retry} />;
    case 'ready':
      // A new product starts with fresh choices.
      return face === 'mobile' ? (
        <ProductMobile key={state.product.prodId} product={state.product} />
      ) : (
        <ProductLaptop key={state.product.prodId} product={state.product} />
      );
  }
}
