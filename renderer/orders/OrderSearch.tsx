import { useId, useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import { readOrderSearch, type SearchTarget } from './order-filters.ts';
import { useCanFilterByEmail } from './orders-data.ts';
import { useOrdersViewState } from './view-state.ts';

/**
 * One field for what a customer tells you: an order number, their e-mail or a SKU. Enter runs it
 * as the matching filter (replacing an earlier search); an e-mail address without view:pii is
 * never sent, and the field says why.
 */
export function OrderSearch() {
  const { filters, setFilters } = useOrdersViewState();
  const pii = useCanFilterByEmail();
  const searched = filters.orderNumber ?? filters.email ?? filters.sku ?? '';
  const [text, setText] = useState(searched);
  const [refused, setRefused] = useState(false);
  // What looked like a customer's name: the service cannot filter orders by one, so nothing was
  // sent. Words of letters can be a SKU too ("BLUE MUG"), so the notice offers to send it as one.
  const [named, setNamed] = useState<string | null>(null);
  // When the search's chip is removed or a saved view opens, the field shows what now applies.
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setText(searched);
  }
  const hintId = useId();

  const run = () => {
    const read = readOrderSearch(text);
    setNamed(read?.target === 'name' ? read.value : null);
    if (read?.target === 'name') return;
    if (read?.target === 'email' && !pii.allowed) {
      setRefused(true);
      return;
    }
    setRefused(false);
    apply(read);
  };
  const apply = (read: { readonly target: SearchTarget; readonly value: string } | null) => {
    const rest = { ...filters, orderNumber: undefined, email: undefined, sku: undefined };
    setFilters(read ? { ...rest, [read.target]: read.value } : rest);
  };

  return (
    <form
      role="search"
      className="order-search"
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
    >
      <span className="order-search-box">
        <input
          type="search"
          className="input"
          aria-label="Search orders"
          aria-describedby={hintId}
          placeholder="Order number, e-mail or SKU"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefused(false);
            setNamed(null);
          }}
        />
      </span>
      <span id={hintId} className="visually-hidden">
        Press Enter to search. Order numbers, e-mail addresses and SKUs match exactly.
      </span>
      {named !== null ? (
        <span className="order-search-refused" role="alert">
          Orders can’t be searched by customer name; try the order number or e-mail.{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setNamed(null);
              apply({ target: 'sku', value: named });
            }}
          >
            Search “{named}” as a SKU
          </Button>
        </span>
      ) : null}
      {refused ? (
        <span className="order-search-refused" role="alert">
          Searching by e-mail needs customer details.{' '}
          <MissingScopeNotice scopes={pii.missing} inline />
        </span>
      ) : null}
    </form>
  );
}
