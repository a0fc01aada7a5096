/**
 * The status an order has at the service while something is left to ship, as `orders`'
 * `fulfillment_status` argument takes it (one exact string). Lists that want the open orders ask
 * the service for these instead of reading every order and keeping the open ones: the Late &
 * at risk list and the morning brief's first read of the orders to watch.
 *
 * The lateness rule (shared/orders/lateness.ts) counts any status but the closed ones as open,
 * custom ones included; the service cannot be asked for "any status but". The Late & at risk
 * list and the brief also read each other open status the account is seen to use
 * (`lateStatuses`, late-reads.ts).
 */
export const OPEN_ORDERS_STATUS = 'pending';
