import { useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { formatInteger } from '../format/number.ts';
import { useNow } from '../state/use-now.ts';
import { draftReorder, type PoDraft, type ReorderPick } from './reorder-draft.ts';
import {
  checkQuantity,
  createPurchaseOrderInput,
  cryptoRandom,
  draftTotal,
  withPoNumbers,
} from './reorder-input.ts';
import { ReorderDraftTable } from './ReorderDraftTable.tsx';
import { browserPendingStore, draftSignature, type PendingStore } from './reorder-pending.ts';
import { ReorderLeftOut } from './ReorderLeftOut.tsx';
import { localDay } from './today.ts';
import { useCreateReorder } from './use-create-reorder.ts';
import { useReorderVendors, VENDOR_READ_CREDITS } from './use-reorder-vendors.ts';
import { useVendorCurrency, useVendorName } from './vendors-data.ts';
import { PoMoney } from './PoMoney.tsx';
import { totalsByCurrency } from './reorder-money.ts';
import { draftSummary } from './reorder-words.ts';
import './reorder.css';

/** Goods are expected two weeks after the order unless the person says otherwise. */
const EXPECTED_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;

function quantitiesOf(texts: ReadonlyMap<string, string>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const [key, text] of texts) {
    const check = checkQuantity(text);
    if (check.ok) quantities.set(key, check.value);
  }
  return quantities;
}

/**
 * Reorder from low stock: reads who supplies each picked product (1 credit each), drafts one PO
 * per vendor and warehouse with each product's reorder amount (editable), lists products without
 * a vendor with what to do, says what creating costs, and creates the POs on confirmation.
 */
export function ReorderDialog({
  picks,
  onClose,
  onCreated,
  random = cryptoRandom,
  pending = browserPendingStore(),
}: {
  readonly picks: readonly ReorderPick[];
  readonly onClose: () => void;
  readonly onCreated: (poNumbers: readonly string[]) => void;
  readonly random?: () => number;
  /** Numbers sent before whose reply never came (reorder-pending.ts). */
  readonly pending?: PendingStore;
}) {
  const now = useNow(60_000);
  const today = localDay(now);
  const [expected, setExpected] = useState(() => localDay(now + EXPECTED_AFTER_DAYS * DAY_MS));
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const vendors = useReorderVendors(picks.map((p) => p.sku));
  const vendorName = useVendorName();
  const vendorCurrency = useVendorCurrency();
  const { outcomes, busy, createAll } = useCreateReorder(pending);
  const plan = draftReorder(picks, vendors.offers);
  // Chosen once per draft and kept: a retry sends the same number, which the service never repeats.
  const [numbers, setNumbers] = useState<ReadonlyMap<string, string>>(new Map());
  const keys = plan.drafts.map((d) => d.key);
  const signatureOf = (draft: PoDraft): string =>
    draftSignature(
      draft.vendorId,
      draft.warehouseId,
      draft.lines.map((l) => l.sku),
    );
  const signatures = new Map(plan.drafts.map((d) => [d.key, signatureOf(d)]));
  const numbered = withPoNumbers(numbers, keys, today, random, (key) =>
    pending.get(signatures.get(key) ?? ''),
  );
  if (numbered !== numbers) setNumbers(numbered);
  const numberOf = (draft: PoDraft): string => numbered.get(draft.key) ?? '';
  const quantities = quantitiesOf(texts);
  const invalid = [...texts.values()].some((t) => !checkQuantity(t).ok);
  const toCreate = plan.drafts.filter(
    (d) => outcomes.get(d.key)?.kind !== 'created' && draftTotalLines(d, quantities) > 0,
  );
  const failures = plan.drafts.flatMap((d) => {
    const outcome = outcomes.get(d.key);
    return outcome?.kind === 'failed' ? [{ draft: d, error: outcome.error }] : [];
  });
  const badDate = !/^\d{4}-\d{2}-\d{2}$/.test(expected);
  // Every drafted PO that orders something, created or not: what the whole reorder comes to.
  const overall = totalsByCurrency(
    plan.drafts
      .filter((d) => draftTotalLines(d, quantities) > 0)
      .map((d) => ({ currency: vendorCurrency(d.vendorId), total: draftTotal(d, quantities) })),
  );

  const create = async () => {
    const requests = toCreate.map((draft) => ({
      key: draft.key,
      signature: signatureOf(draft),
      input: createPurchaseOrderInput(draft, quantities, numberOf(draft), expected),
    }));
    const done = await createAll(requests);
    const created = plan.drafts.flatMap((d) => {
      const outcome = done.get(d.key);
      return outcome?.kind === 'created' ? [outcome.poNumber] : [];
    });
    if (requests.every((r) => done.get(r.key)?.kind === 'created')) onCreated(created);
  };

  return (
    <Modal title="Reorder from low stock" onClose={busy ? undefined : onClose} width="46rem">
      <p className="reorder-cost">
        Reading who supplies {formatInteger(picks.length)}{' '}
        {picks.length === 1 ? 'product' : 'products'}:{' '}
        {formatInteger(picks.length * VENDOR_READ_CREDITS)}{' '}
        {picks.length * VENDOR_READ_CREDITS === 1 ? 'credit' : 'credits'}
        {vendors.pending > 0 ? ` (${formatInteger(vendors.pending)} still to read)` : ''}. Creating{' '}
        {formatInteger(toCreate.length)} purchase {toCreate.length === 1 ? 'order' : 'orders'}:{' '}
        {formatInteger(toCreate.length)} {toCreate.length === 1 ? 'credit' : 'credits'}.
      </p>
      {plan.drafts.length > 0 ? (
        <p className="reorder-summary">{draftSummary(picks.length, plan.drafts.length)}</p>
      ) : null}
      <label className="reorder-expected">
        Expected
        <input
          type="date"
          className="input"
          value={expected}
          disabled={busy}
          onChange={(event) => setExpected(event.target.value)}
        />
      </label>
      <div className="reorder-drafts">
        {plan.drafts.map((draft) => (
          <ReorderDraftTable
            key={draft.key}
            draft={draft}
            vendorName={vendorName(draft.vendorId) ?? draft.vendorId}
            currency={vendorCurrency(draft.vendorId)}
            poNumber={numberOf(draft)}
            texts={texts}
            total={draftTotal(draft, quantities)}
            outcome={outcomes.get(draft.key)}
            disabled={busy}
            onQuantity={(key, text) => setTexts((prev) => new Map(prev).set(key, text))}
          />
        ))}
        {plan.drafts.length === 0 && vendors.pending === 0 ? (
          <p className="muted">No purchase order can be drafted from these products.</p>
        ) : null}
        <ReorderLeftOut
          withoutVendor={plan.withoutVendor}
          failed={vendors.failed}
          onRetry={vendors.retry}
        />
      </div>
      {failures.map(({ draft, error }) => (
        <div key={draft.key} className="reorder-failure">
          <p>
            <span className="mono">{numberOf(draft)}</span> was not created:
          </p>
          <ErrorView error={error} compact />
        </div>
      ))}
      {overall.length > 0 ? (
        <p className="reorder-overall">
          Overall total{overall.length > 1 ? ' (one per currency)' : ''}{' '}
          {overall.map((part, i) => (
            <strong key={part.currency ?? ''}>
              {i > 0 ? ' · ' : ''}
              <PoMoney value={part.total} currency={part.currency} />
              {part.currency === null ? ' (currency not known)' : ''}
            </strong>
          ))}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={busy}>
          {outcomes.size > 0 ? 'Close' : 'Cancel'}
        </Button>
        <GatedAction
          operation="CreatePurchaseOrder"
          variant="primary"
          busy={busy}
          disabled={busy || vendors.pending > 0 || invalid || badDate || toCreate.length === 0}
          onClick={() => void create()}
        >
          {failures.length > 0
            ? 'Try the rest again'
            : `Create ${formatInteger(toCreate.length)} purchase ${toCreate.length === 1 ? 'order' : 'orders'}`}
        </GatedAction>
      </div>
    </Modal>
  );
}

/** How many units a draft orders at the typed quantities: 0 leaves the PO out. */
function draftTotalLines(draft: PoDraft, quantities: ReadonlyMap<string, number>): number {
  return draft.lines.reduce((sum, line) => sum + (quantities.get(line.key) ?? line.quantity), 0);
}
