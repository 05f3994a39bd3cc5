import { useLocation, useSearchParams } from 'react-router-dom';
import type { PageProps, PaymentInstruction } from '@mall/shared';
import '../../i18n';
import { usePaymentInstruction } from '../../features/payment/use-payment-instruction';
import { SuccessView } from './view';

function instructionFrom(state: unknown): PaymentInstruction | null {
  const instruction = (state as { instruction?: PaymentInstruction | null } | null)?.instruction;
  return instruction && (instruction.payType === 1 || instruction.payType === 2) ? instruction : null;
}

/** Order placed: how to pay it (bank transfer details, or the bank app link and QR code). */
export default function SuccessPage({ face }: PageProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const orderNumber = params.get('orderNumber');
  const payment = usePaymentInstruction(orderNumber, instructionFrom(location.state));
  return <SuccessView face={face} orderNumber={orderNumber} payment={payment} />;
}
