import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Icon } from '../components/icons/Icon.tsx';
import { KioskButton } from './KioskButton.tsx';
import { StockResult } from './StockResult.tsx';
import { useScan } from './use-scan.ts';
import { useScannerFocus } from './use-scanner-focus.ts';
import './lookup.css';

/**
 * The big SKU field. A barcode scanner in keyboard-wedge mode types the code fast and presses
 * Enter; so does a person. The field empties on Enter so the next scan replaces the result
 * instead of appending to the last code, and it keeps the focus (use-scanner-focus.ts).
 */
export function SkuLookup({ scannerEnabled }: { readonly scannerEnabled: boolean }) {
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [sku, setSku] = useState<string | null>(null);
  const scan = useScan(sku);
  useScannerFocus(input, scannerEnabled);

  const submit = (event: SubmitEvent): void => {
    event.preventDefault();
    const next = text.trim();
    setText('');
    if (next === '') return;
    if (next === sku) scan.refetch();
    else setSku(next);
  };

  return (
    <section className="board-panel lookup" aria-label="Stock lookup">
      <form role="search" className="lookup-form" onSubmit={submit}>
        <label htmlFor={fieldId} className="lookup-label">
          Scan a label or type a SKU
        </label>
        <div className="lookup-row">
          <input
            ref={input}
            id={fieldId}
            className="lookup-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
          />
          <KioskButton type="submit" variant="primary" icon="box">
            Look up
          </KioskButton>
        </div>
      </form>
      <div className="lookup-result">
        {sku === null ? (
          <div className="lookup-hint">
            <Icon name="box" size={64} />
            <p>Scan a product to see its stock in every warehouse.</p>
          </div>
        ) : (
          <StockResult code={sku} state={scan.state} onClear={() => setSku(null)} />
        )}
      </div>
    </section>
  );
}
