import { useId, useState } from 'react';
import { Button } from '../controls/Button.tsx';

/**
 * An exact-SKU search box. Enter (or "Search") applies it, so a barcode scanner that types the
 * code and presses Enter works too. The API matches whole SKUs only, and the placeholder says so.
 * What the box holds before Enter is its own, unless the caller keeps it (`typed`, `onType`).
 */
export function SkuSearch({
  value,
  onSearch,
  label = 'Search by SKU',
  autoFocus,
  typed,
  onType,
}: {
  readonly value: string;
  readonly onSearch: (sku: string) => void;
  readonly label?: string;
  readonly autoFocus?: boolean;
  /** What the box holds, kept by the caller (a list's model), with `onType`. */
  readonly typed?: string;
  readonly onType?: (text: string) => void;
}) {
  const [ownText, setOwnText] = useState(value);
  const text = typed ?? ownText;
  const setText = onType ?? setOwnText;
  const [shown, setShown] = useState(value);
  const id = useId();
  // Another part of the app changed the search (e.g. a product picked elsewhere): follow it.
  if (shown !== value) {
    setShown(value);
    setOwnText(value);
  }
  return (
    <form
      className="sku-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input sku-search-input mono"
        type="search"
        placeholder="Exact SKU"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
      {value !== '' ? (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Clear search
        </Button>
      ) : null}
    </form>
  );
}
