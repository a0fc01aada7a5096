import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import type { OperationError } from '../data/operation-error.ts';
import { partialErrorAt } from '../data/partial-error.ts';
import { useOperationMutation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { MAX_TAG_LENGTH } from '../../shared/orders/text-limits.ts';
import { refreshOrder } from './refresh-order.ts';

/** A tag removal of which only one half ran. */
type HalfDone =
  | { readonly kind: 'not-removed'; readonly error: OperationError }
  | { readonly kind: 'not-restored'; readonly tags: string[]; readonly error: OperationError };

/**
 * The order's tags: remove one (the service only clears all, so the rest are added back in the
 * same request) or add one. Gated on change:orders.
 */
export function TagsEditor({
  orderId,
  tags,
}: {
  readonly orderId: string;
  readonly tags: readonly string[];
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const queryClient = useQueryClient();
  const canChange = useCanRun('AddOrderTags').allowed;
  const done = () => void refreshOrder(queryClient, { id: orderId });
  const add = useOperationMutation('AddOrderTags', {
    onSuccess: () => {
      setText('');
      setHalfDone(null);
      done();
    },
  });
  // Removing a tag is clear-then-add in one request; either half can fail alone.
  const [halfDone, setHalfDone] = useState<HalfDone | null>(null);
  const replace = useOperationMutation('ReplaceOrderTags', {
    onSuccess: (result, variables) => {
      done();
      const { errors } = result;
      if (!result.data.order_clear_tags) {
        setHalfDone({
          kind: 'not-removed',
          error: partialErrorAt(errors, ['order_clear_tags'], 'The tag was not removed.'),
        });
      } else if (!result.data.order_add_tags) {
        const rest = (variables.add.tags ?? []).filter((t): t is string => typeof t === 'string');
        setHalfDone({
          kind: 'not-restored',
          tags: rest,
          error: partialErrorAt(errors, ['order_add_tags'], 'The other tags were not added back.'),
        });
      }
    },
  });
  const clear = useOperationMutation('ClearOrderTags', { onSuccess: done });
  const busy = add.isPending || replace.isPending || clear.isPending;
  const error = add.error ?? replace.error ?? clear.error;

  const remove = (tag: string) => {
    setHalfDone(null);
    const rest = tags.filter((t) => t !== tag);
    if (rest.length === 0) clear.mutate({ data: { order_id: orderId } });
    else replace.mutate({ clear: { order_id: orderId }, add: { order_id: orderId, tags: rest } });
  };

  return (
    <div className="tags-editor">
      <ul className="tags" aria-label="Tags">
        {tags.length === 0 ? <li className="muted">No tags</li> : null}
        {tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
            {canChange ? (
              <button
                type="button"
                className="tag-remove"
                aria-label={`Remove tag ${tag}`}
                disabled={busy}
                onClick={() => remove(tag)}
              >
                <Icon name="close" size={11} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className="tag-form"
        onSubmit={(event) => {
          event.preventDefault();
          const tag = text.trim();
          if (tag === '' || busy || tags.includes(tag)) return;
          add.mutate({ data: { order_id: orderId, tags: [tag] } });
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          New tag
        </label>
        <input
          id={inputId}
          className="input input-sm"
          placeholder="New tag"
          maxLength={MAX_TAG_LENGTH}
          autoComplete="off"
          disabled={!canChange}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <GatedAction
          operation="AddOrderTags"
          type="submit"
          size="sm"
          busy={add.isPending}
          disabled={busy}
        >
          Add tag
        </GatedAction>
      </form>
      {error ? <ErrorView error={error} compact /> : null}
      {halfDone?.kind === 'not-removed' ? <ErrorView error={halfDone.error} compact /> : null}
      {halfDone?.kind === 'not-restored' ? (
        <div className="form-alert" role="alert">
          <p>The tags were cleared, but these were not added back: {halfDone.tags.join(', ')}.</p>
          <ErrorView error={halfDone.error} compact />
          <div>
            <GatedAction
              operation="AddOrderTags"
              size="sm"
              busy={add.isPending}
              disabled={busy}
              onClick={() => add.mutate({ data: { order_id: orderId, tags: halfDone.tags } })}
            >
              Add them back
            </GatedAction>
          </div>
        </div>
      ) : null}
    </div>
  );
}
