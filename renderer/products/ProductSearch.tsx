import { useId } from 'react';
import { MAX_SEARCH_CHARS } from '../../shared/replica/query.ts';
import { useSearchAhead } from './use-search-ahead.ts';
import { useProductsViewState } from './view-state.ts';

/**
 * One field for every way people know a product: a SKU from its start, any word of its name
 * (accents and case ignored) or its barcode. Results follow each keystroke; a scanner typing a
 * barcode and Enter works too. The list follows once the answer is there (use-search-ahead.ts).
 */
export function ProductSearch() {
  const typed = useProductsViewState((state) => state.typed);
  const searchAhead = useSearchAhead();
  const id = useId();
  return (
    <div className="product-search" role="search" aria-label="Products">
      <label className="visually-hidden" htmlFor={id}>
        Search products
      </label>
      <input
        id={id}
        className="input product-search-input"
        type="search"
        placeholder="SKU, name or barcode"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_SEARCH_CHARS}
        value={typed}
        onChange={(event) => searchAhead(event.target.value)}
      />
    </div>
  );
}
