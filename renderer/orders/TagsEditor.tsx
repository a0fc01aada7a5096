import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import type { OperationError } from '../data/operation-error.ts';
import { partialErrorAt } from '../data/partial-error.ts';
import { useOperationMutation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { MAX_TAG_LENGTH } from '../../shared/orders/text-limits.ts';
import { refreshOrder } from './refresh-order.ts';

/** How long a removed tag can be put back from its notice. */
export const UNDO_TAG_MS = 8000;

/** A tag removal of which only one half ran. */
type HalfDone =
  | { readonly kind: 'not-removed'; readonly error: OperationError }
  | { readonly kind: 'not-restored'; readonly tags: string[]; readonly error: OperationError };

/**
 * The order's tags: remove one (the service only clears all, so the rest are added back in the
 * same request) or add one. Gated on change:orders. A removal happens at once and its notice
 * offers Undo for a few seconds, which adds the tag back in one request (at the end of the list:
 * the service only appends) and leaves any other change made meanwhile alone.
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
  const toast = useToast();
  // The tags come from the OrderDetail query: until its refetch after a change lands they are the
  // old ones, and a removal computed from them would undo that change. So the editor stays busy
  // until every refetch it started has resolved.
  const [refreshing, setRefreshing] = useState(0);
  const refresh = (id: string) => {
    setRefreshing((n) => n + 1);
    void refreshOrder(queryClient, { id }).finally(() => setRefreshing((n) => n - 1));
  };
  const done = () => refresh(orderId);
  // The tag each removal request takes away, by its variables: the reply's handler (which runs
  // even if the pane has closed meanwhile) offers to put that tag back.
  const removing = useRef(new WeakMap<object, string>());
  const notPutBack = (failure: OperationError, tags: readonly (string | null | undefined)[]) =>
    toast.showError(failure.error, `The tag “${tags.join(', ')}” was not put back`);
  const undo = useOperationMutation('AddOrderTags', {
    onSuccess: (result, variables) => {
      refresh(variables.data.order_id);
      if (result.data.order_add_tags) return;
      const failure = partialErrorAt(result.errors, ['order_add_tags'], 'The tag was not added.');
      notPutBack(failure, variables.data.tags ?? []);
    },
    onError: (failure, variables) => notPutBack(failure, variables.data.tags ?? []),
  });
  const offerUndo = (
    variables: object,
    order: { readonly id: string; readonly number: string | null | undefined },
  ) => {
    const tag = removing.current.get(variables);
    if (tag === undefined) return;
    toast.show({
      tone: 'info',
      title: `Removed tag “${tag}”${order.number ? ` from ${order.number}` : ''}`,
      durationMs: UNDO_TAG_MS,
      action: {
        label: 'Undo',
        onAction: () => undo.mutate({ data: { order_id: order.id, tags: [tag] } }),
      },
    });
  };
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
      const added = result.data.order_add_tags;
      if (result.data.order_clear_tags && added) {
        offerUndo(variables, { id: variables.add.order_id, number: added.order?.order_number });
      } else if (!result.data.order_clear_tags) {
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
  const clear = useOperationMutation('ClearOrderTags', {
    onSuccess: (result, variables) => {
      done();
      const cleared = result.data.order_clear_tags;
      if (cleared) {
        offerUndo(variables, { id: variables.data.order_id, number: cleared.order?.order_number });
      }
    },
  });
  // While a tag is being put back (or its refetch is on the way), a removal would compute the rest
  // without it and clear it again.
  const busy =
    add.isPending || replace.isPending || clear.isPending || undo.isPending || refreshing > 0;
  const error = add.error ?? replace.error ?? clear.error;

  const remove = (tag: string) => {
    setHalfDone(null);
    const rest = tags.filter((t) => t !== tag);
    if (rest.length === 0) {
      const variables = { data: { order_id: orderId } };
      removing.current.set(variables, tag);
      clear.mutate(variables);
    } else {
      const variables = { clear: { order_id: orderId }, add: { order_id: orderId, tags: rest } };
      removing.current.set(variables, tag);
      replace.mutate(variables);
    }
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
