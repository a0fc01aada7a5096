import { Icon } from '../components/icons/Icon.tsx';
import { formatInteger } from '../format/number.ts';
import { statusAndHolds } from '../orders/hold-words.ts';
import type { FinderOption } from './finder-options.ts';
import { ORDER_CHECK_CREDITS, type OrderCheck } from './order-check.ts';
import { PO_CHECK_CREDITS, type PoCheck } from './po-check.ts';
import { formatDate } from '../format/date.ts';
import { statusWords } from '../../shared/orders/status-words.ts';
import { SKU_LOOKUP_CREDITS, type SkuLookup } from './use-sku-lookup.ts';

/**
 * One option of the quick finder: a product from the copy; an order, with what the service said
 * of it; the orders of an e-mail address; or a SKU to look up at the service, with the credits
 * that costs.
 */

function orderDetail(check: OrderCheck): string {
  switch (check.state) {
    case 'checking':
      return `Checking that it exists (up to ${ORDER_CHECK_CREDITS} credits)…`;
    case 'found':
      return check.count > 1
        ? 'More than one order has this number · show them in Orders'
        : `${statusAndHolds(check.status, check.holds)} · open it in Orders`;
    case 'none':
    case 'failed':
      return 'Could not check it now · show Orders filtered by this number';
  }
}

function poDetail(check: PoCheck): string {
  switch (check.state) {
    case 'checking':
      return `Checking that it exists (${PO_CHECK_CREDITS} credit)…`;
    case 'found': {
      const expected = formatDate(check.poDate);
      const status = check.status ? statusWords(check.status) : 'No status';
      return `${status}${expected ? ` · expected ${expected}` : ''} · open it in Incoming`;
    }
    case 'none':
    case 'failed':
      return 'Could not check it now · try again in a moment';
  }
}

/** The option's icon, title, detail line and kind. */
export function OptionContent({
  option,
  lookup,
}: {
  readonly option: FinderOption;
  readonly lookup: SkuLookup;
}) {
  if (option.kind === 'order') {
    const unchecked = option.check.state === 'failed';
    return (
      <>
        <Icon name="receipt" />
        <span className="finder-option-text">
          <span className="finder-option-title">
            {unchecked ? 'Find order' : 'Order'} {option.orderNumber}
          </span>
          <span className="finder-option-detail">{orderDetail(option.check)}</span>
        </span>
        <span className="finder-option-kind">Order</span>
      </>
    );
  }
  if (option.kind === 'po') {
    return (
      <>
        <Icon name="download" />
        <span className="finder-option-text">
          <span className="finder-option-title">Purchase order {option.poNumber}</span>
          <span className="finder-option-detail">{poDetail(option.check)}</span>
        </span>
        <span className="finder-option-kind">Incoming</span>
      </>
    );
  }
  if (option.kind === 'email') {
    return (
      <>
        <Icon name="receipt" />
        <span className="finder-option-text">
          <span className="finder-option-title">
            Orders of <span className="mono">{option.email}</span>
          </span>
          <span className="finder-option-detail">
            Show Orders filtered by this e-mail address (exact, any case)
          </span>
        </span>
        <span className="finder-option-kind">Orders</span>
      </>
    );
  }
  if (option.kind === 'sku') {
    const mine = lookup.state !== 'idle' && lookup.sku === option.sku ? lookup : null;
    const detail =
      mine?.state === 'looking'
        ? 'Looking it up…'
        : mine?.state === 'failed'
          ? `Could not look it up: ${mine.message} Enter tries again.`
          : `Not in the catalogue copy yet · exact SKU, ${SKU_LOOKUP_CREDITS} credit`;
    return (
      <>
        <Icon name="search" />
        <span className="finder-option-text">
          <span className="finder-option-title">
            Look up SKU <span className="mono">{option.sku}</span> at the service
          </span>
          <span className="finder-option-detail">{detail}</span>
        </span>
        <span className="finder-option-kind">Product</span>
      </>
    );
  }
  if (option.kind === 'vendor') {
    return (
      <>
        <Icon name="download" />
        <span className="finder-option-text">
          <span className="finder-option-title">{option.vendor.name}</span>
          <span className="finder-option-detail">Vendor · what it supplies, in Incoming</span>
        </span>
        <span className="finder-option-kind">Vendor</span>
      </>
    );
  }
  const { row } = option;
  return (
    <>
      <Icon name="box" />
      <span className="finder-option-text">
        <span className="finder-option-title">{row.name}</span>
        <span className="finder-option-detail">
          <span className="mono">{row.sku}</span>
          {row.barcode ? <span className="mono"> · {row.barcode}</span> : null}
          <span> · {formatInteger(row.available)} available</span>
        </span>
      </span>
      <span className="finder-option-kind">Product</span>
    </>
  );
}
