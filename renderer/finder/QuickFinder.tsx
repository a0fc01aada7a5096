import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import { useNow } from '../state/use-now.ts';
import { usePageImage } from '../replica/page-image.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useBridge } from '../session/bridge-context.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { useCanFilterByEmail } from '../orders/orders-data.ts';
import { finderMessage } from './finder-message.ts';
import { useFinderStore } from './finder-store.ts';
import { asEmail } from '../orders/email-address.ts';
import {
  asOrderNumber,
  finderOptions,
  type FinderExtras,
  type FinderOption,
} from './finder-options.ts';
import type { OrderCheck } from './order-check.ts';
import { FinderKeys } from './FinderKeys.tsx';
import { OptionContent } from './FinderOptionContent.tsx';
import { orderCheckQuery, useOrderCheck } from './use-order-check.ts';
import { asPoNumber } from './po-check.ts';
import { poCheckQuery, usePoCheck } from './use-po-check.ts';
import { useVendorMatches } from './use-vendor-matches.ts';
import { useSkuLookup } from './use-sku-lookup.ts';
import { isFinderShortcut } from './shortcut.ts';
import { finderQuery, finderText, useFinderResults } from './use-finder-results.ts';
import './finder.css';

/** Scrolls the list just enough to show the item (the active option, moved by the arrows). */
function keepInView(list: HTMLElement, item: HTMLElement): void {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/**
 * The quick finder (Ctrl/Cmd+K): one field that finds a product by SKU, name or barcode in the
 * catalogue copy, or an order by its number, driven by the keyboard (arrows, Enter, Escape), the
 * mouse, touch or a scanner (a code typed fast and Enter opens its product once the answer for the
 * whole code is in). A native modal dialog, so the page behind is inert; focus goes back to where
 * it was when it closes. `onOpen` opens an option (the caller closes the finder).
 */
export function QuickFinder({
  onClose,
  onOpen,
}: {
  readonly onClose: () => void;
  readonly onOpen: (option: FinderOption) => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const status = useReplicaStatus();
  const ordersAllowed = useCanRun('OrdersPage').allowed;
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const wanted = finderText(text);
  // The text now, for an answer that arrives after more typing.
  const latest = useRef('');
  const image = usePageImage(status.contents);
  const query = useFinderResults(wanted, status, image);
  const now = useNow(5_000);

  const productsOn = status.phase !== 'off';
  const answered = !productsOn || (query.data !== undefined && !query.isPlaceholderData);
  const rows = wanted === '' || !productsOn ? [] : (query.data?.rows ?? []);
  const orderNumber = ordersAllowed ? asOrderNumber(wanted) : null;
  // Filtering orders by e-mail needs orders and customer details both.
  const piiAllowed = useCanFilterByEmail().allowed;
  const emailOrders = ordersAllowed && piiAllowed;
  const email = asEmail(wanted);
  const orderGate = useCanRun('OrdersByNumbers');
  const orderCheck = useOrderCheck(orderNumber);
  const poGate = useCanRun('PurchaseOrderByNumber');
  const poNumber = poGate.allowed ? asPoNumber(wanted) : null;
  const poCheck = usePoCheck(poNumber);
  const vendors = useVendorMatches(wanted);
  const lookup = useSkuLookup();
  const skuAbsent = lookup.state.state === 'absent' && lookup.state.sku === wanted;
  // While the copy is incomplete, a SKU it lacks may still exist at the service.
  const extrasFor = (check: OrderCheck | null): FinderExtras => ({
    // Without the right to check, the order is offered unchecked, as "Find order".
    order: orderNumber === null ? null : (check ?? { state: 'failed' }),
    skuLookup: lookup.allowed && status.phase !== 'ready' && !skuAbsent,
    emailOrders,
    po: poNumber === null || poCheck === null ? null : { poNumber, check: poCheck },
    vendors: vendors.matches,
  });
  const extras = extrasFor(orderCheck);
  // The options shown may not yet answer the whole text: the products shown were found for
  // earlier text (kept while the next answer comes), or a check or look-up is still out. Said as
  // the list's aria-busy, for assistive tech and for tests that read the options.
  const busy =
    wanted !== '' &&
    ((productsOn && (query.isPending || query.isPlaceholderData)) ||
      orderCheck?.state === 'checking' ||
      poCheck?.state === 'checking' ||
      vendors.loading ||
      lookup.state.state === 'looking');
  const options = wanted === '' ? [] : finderOptions(wanted, rows, extras);
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const message = finderMessage({
    text: wanted,
    status,
    found:
      productsOn && query.data !== undefined && wanted !== ''
        ? { total: query.data.total, shown: query.data.rows.length }
        : null,
    ordersAllowed,
    noOrder: orderNumber !== null && orderCheck?.state === 'none' ? orderNumber : null,
    po:
      poNumber !== null && (poCheck?.state === 'found' || poCheck?.state === 'none')
        ? { poNumber, state: poCheck.state }
        : null,
    orderFound: orderCheck?.state === 'found',
    noSku: skuAbsent ? wanted : null,
    email: email === null ? null : emailOrders ? 'orders' : 'refused',
    now,
  });

  /** Opens an option once what it needs from the service is known. */
  const activate = async (option: FinderOption, code: string): Promise<void> => {
    if (option.kind === 'product' || option.kind === 'email' || option.kind === 'vendor') {
      return onOpen(option);
    }
    if (option.kind === 'po') {
      // Enter before the pause ended: check now, then open the PO if it exists.
      const check =
        option.check.state === 'checking'
          ? await queryClient.query(poCheckQuery(bridge, option.poNumber, poGate))
          : option.check;
      if (latest.current === code && check.state === 'found') onOpen({ ...option, check });
      return;
    }
    if (option.kind === 'sku') {
      const sku = await lookUpSku(option.sku);
      if (sku !== null && latest.current === code) onOpen({ ...option, sku });
      return;
    }
    if (option.check.state !== 'checking') return onOpen(option);
    // Enter before the pause ended: check now, then open unless no such order exists.
    const check = orderGate.allowed
      ? await queryClient.query(orderCheckQuery(bridge, option.orderNumber, orderGate))
      : ({ state: 'failed' } as const);
    if (latest.current !== code) return;
    if (check.state !== 'none') return onOpen({ ...option, check });
    // Bare digits are a PO's too: no such order, so open the PO if there is one.
    const po = options.find((o) => o.kind === 'po');
    if (po) await activate(po, code);
  };
  const lookUpSku = lookup.lookUp;

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement;
    if (dialog && !dialog.open) {
      // The unit tests' DOM may have no showModal: there the dialog is merely open.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    inputRef.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  // The menu's Find… again while open: start over from the whole text selected, as the shortcut.
  const asked = useFinderStore((s) => s.asked);
  useEffect(() => {
    if (asked > 0) inputRef.current?.select();
  }, [asked]);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (list && item) keepInView(list, item);
  }, [activeIndex]);

  /**
   * Enter before the answer for the whole text came (a scanner types a code and Enter within a
   * few milliseconds): wait for that answer, then open its best option, unless more was typed.
   */
  const openWhenAnswered = async (code: string) => {
    const result = await queryClient
      .query(finderQuery(bridge, code, status, image))
      .catch(() => null);
    if (latest.current !== code || result === null) return;
    const best = finderOptions(code, result.rows, extrasFor(orderCheck))[0];
    if (best) await activate(best, code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      if (options.length > 0) setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (answered && option) void activate(option, wanted);
      else if (!answered && wanted !== '') void openWhenAnswered(wanted);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (isFinderShortcut(event)) {
      // The shortcut again: start over from the whole text selected.
      event.preventDefault();
      event.currentTarget.select();
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = options.length > 0;

  return (
    <dialog
      ref={dialogRef}
      className="modal quick-finder"
      aria-label="Find a product or an order"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the box) closes, as a tap does on touch screens.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="finder-box">
        <div className="finder-field">
          <Icon name="search" />
          <input
            ref={inputRef}
            className="finder-input"
            type="text"
            role="combobox"
            aria-label="Find a product or an order"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
            aria-describedby={message.note ? `${id}-summary ${id}-note` : `${id}-summary`}
            placeholder="SKU, product name, barcode or order number"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_SEARCH_CHARS}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              latest.current = finderText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <kbd className="finder-esc" aria-hidden="true">
            Esc
          </kbd>
        </div>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Products and orders found"
          className="finder-list"
          aria-busy={busy}
          hidden={!expanded}
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={index === activeIndex}
              className="finder-option"
              // Keeps focus (and the on-screen keyboard) in the field on a click or a tap.
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => {
                if (index !== activeIndex) setActive(index);
              }}
              onClick={() => void activate(option, wanted)}
            >
              <OptionContent option={option} lookup={lookup.state} />
            </li>
          ))}
        </ul>
        <div className="finder-foot">
          <p id={`${id}-summary`} className="finder-summary" role="status">
            {message.summary}
          </p>
          {message.note ? (
            <p id={`${id}-note`} className="finder-note">
              <Icon name="info" size={14} />
              <span>{message.note}</span>
            </p>
          ) : null}
          <FinderKeys optionCount={options.length} />
        </div>
      </div>
    </dialog>
  );
}
