import type { Order, OrderConfirmation, OrderCount, Page, PlacedOrder } from '../contracts/entities';
import type {
  OrderItemInput,
  OrderListQuery,
  PlaceBuyNowOrderRequest,
  PlaceCartOrderRequest,
} from '../contracts/payloads';
import { apiGet, apiPost } from './client';

const path = (orderNumber: string): string => encodeURIComponent(orderNumber);

export function getOrderCount(): Promise<OrderCount> {
  return apiGet<OrderCount>('/myOrder/orderCount');
}

export function listOrders(query: OrderListQuery): Promise<Page<Order>> {
  return apiGet<Page<Order>>('/myOrder/myOrder', query);
}

export function getOrder(orderNumber: string): Promise<Order> {
  return apiGet<Order>('/myOrder/orderDetail', { orderNumber });
}

export function cancelOrder(orderNumber: string): Promise<null> {
  return apiPost<null>(`/myOrder/cancel/${path(orderNumber)}`);
}

/** Hides the order from the member. */
export function deleteOrder(orderNumber: string): Promise<null> {
  return apiPost<null>(`/myOrder/${path(orderNumber)}`);
}

export function confirmReceipt(orderNumber: string): Promise<null> {
  return apiPost<null>(`/myOrder/receipt/${path(orderNumber)}`);
}

/** Reserves an order number for checking out these cart lines. */
export function createCartConfirmation(basketIds: number[]): Promise<OrderConfirmation> {
  return apiPost<OrderConfirmation>('/order/creatCartSubmission', { basketIds });
}

/** Idempotent by `orderNumber`: placing twice makes one order. */
export function placeCartOrder(request: PlaceCartOrderRequest): Promise<PlacedOrder> {
  return apiPost<PlacedOrder>('/order/cartSubmission', request);
}

export function createBuyNowConfirmation(orderItem: OrderItemInput): Promise<OrderConfirmation> {
  return apiPost<OrderConfirmation>('/order/CreateOrderConfirmation', { orderItem });
}

export function placeBuyNowOrder(request: PlaceBuyNowOrderRequest): Promise<PlacedOrder> {
  return apiPost<PlacedOrder>('/order/confirmation', request);
}
