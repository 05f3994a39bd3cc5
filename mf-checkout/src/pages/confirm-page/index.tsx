import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pagePath, type PageProps } from '@mall/shared';
import '../../i18n';
import { parseCheckoutSource } from '../../features/checkout/checkout-source';
import { useCheckout, type PlacedCheckout } from '../../features/checkout/use-checkout';
import { ConfirmLaptop } from './laptop';
import { ConfirmMobile } from './mobile';
import { NothingToCheckOut } from './parts';

export default function ConfirmPage({ face }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const source = useMemo(() => parseCheckoutSource(params), [params]);
  const onPlaced = useCallback(
    ({ orderNumber, instruction }: PlacedCheckout) => {
      // replace: back from the success page must not land on a confirm page whose order is already placed.
      navigate(pagePath(face, 'success', { query: { orderNumber } }), { replace: true, state: { instruction } });
    },
    [face, navigate],
  );
  const checkout = useCheckout(source, onPlaced);
  if (!source) return <NothingToCheckOut face={face} />;
  return face === 'mobile' ? (
    <ConfirmMobile checkout={checkout} source={source} />
  ) : (
    <ConfirmLaptop checkout={checkout} />
  );
}
