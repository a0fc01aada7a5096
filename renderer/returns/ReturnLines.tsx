import { Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatInteger } from '../format/number.ts';
import type { ReturnLine } from './use-return.ts';

/** Each returned item: what was expected, what came in, what went back on the shelf and its condition. */
export function ReturnLines({ lines }: { readonly lines: readonly ReturnLine[] }) {
  return (
    <Section title={lines.length === 1 ? '1 item' : `${formatInteger(lines.length)} items`}>
      {lines.length === 0 ? (
        <p className="muted">The service lists no items on this return.</p>
      ) : (
        <ul className="return-lines">
          {lines.map((line) => (
            <li key={line.id ?? line.line_item?.sku ?? ''} className="return-line">
              <div className="return-line-item">
                <span className="return-line-sku">{line.line_item?.sku ?? '—'}</span>
                <span className="return-line-name">{line.line_item?.product_name ?? ''}</span>
              </div>
              <dl className="return-line-figures">
                <div>
                  <dt>Expected</dt>
                  <dd>{formatInteger(line.quantity ?? 0)}</dd>
                </div>
                <div>
                  <dt>Received</dt>
                  <dd>{formatInteger(line.quantity_received ?? 0)}</dd>
                </div>
                <div>
                  <dt>Restocked</dt>
                  <dd>{formatInteger(line.restock ?? 0)}</dd>
                </div>
                <div>
                  <dt>Condition</dt>
                  <dd>
                    <FieldValue value={line.condition} />
                  </dd>
                </div>
                <div>
                  <dt>Warehouse</dt>
                  <dd>
                    <FieldValue value={line.warehouse?.identifier} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
