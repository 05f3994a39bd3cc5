import type { DeliveryQuote, Order, OrderConfirmation, OrderCount, Page, PlacedOrder } from '../contracts/entities';
import type {
  OrderItemInput,
  OrderListQuery,
  PlaceBuyNowOrderRequest,
  PlaceCartOrderRequest,
} from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

const path = (orderNumber: string): string => encodeURIComponent(orderNumber);

export function getOrderCount(options?: CallOptions): Promise<OrderCount> {
  return apiGet<OrderCount>('/myOrder/orderCount', undefined, options);
}

export function listOrders(query: OrderListQuery, options?: CallOptions): Promise<Page<Order>> {
  return apiGet<Page<Order>>('/myOrder/myOrder', query, options);
}

export function getOrder(orderNumber: string, options?: CallOptions): Promise<Order> {
  return apiGet<Order>('/myOrder/orderDetail', { orderNumber }, options);
}

export function cancelOrder(orderNumber: string, options?: CallOptions): Promise<null> {
  return apiPost<null>(`/myOrder/cancel/${path(orderNumber)}`, undefined, options);
}

/** Hides the order from the member. */
export function deleteOrder(orderNumber: string, options?: CallOptions): Promise<null> {
  return apiPost<null>(`/myOrder/${path(orderNumber)}`, undefined, options);
}

export function confirmReceipt(orderNumber: string, options?: CallOptions): Promise<null> {
  return apiPost<null>(`/myOrder/receipt/${path(orderNumber)}`, undefined, options);
}

/** Reserves an order number for checking out these cart lines. */
export function createCartConfirmation(basketIds: number[], options?: CallOptions): Promise<OrderConfirmation> {
  return apiPost<OrderConfirmation>('/order/creatCartSubmission', { basketIds }, options);
}

/** Idempotent by `orderNumber`: placing twice makes one order. */
export function placeCartOrder(request: PlaceCartOrderRequest, options?: CallOptions): Promise<PlacedOrder> {
  return apiPost<PlacedOrder>('/order/cartSubmission', request, options);
}

export function createBuyNowConfirmation(orderItem: OrderItemInput, options?: CallOptions): Promise<OrderConfirmation> {
  return apiPost<OrderConfirmation>('/order/CreateOrderConfirmation', { orderItem }, options);
}

export function placeBuyNowOrder(request: PlaceBuyNowOrderRequest, options?: CallOptions): Promise<PlacedOrder> {
  return apiPost<PlacedOrder>('/order/confirmation', request, options);
}

/** The reserved checkout's amounts delivered to another of the member's addresses (155: the shop does not go there). */
export function quoteDelivery(orderNumber: string, addrId: number, options?: CallOptions): Promise<DeliveryQuote> {
  return apiPost<DeliveryQuote>('/order/deliveryQuote', { orderNumber, addrId }, options);
}
