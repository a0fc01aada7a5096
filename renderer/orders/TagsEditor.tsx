import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
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
import { withTagRestored, withoutTag } from './tag-lists.ts';

/** One removal: the tag taken away, and the list it was taken from. */
interface Removal {
  readonly tag: string;
  readonly before: readonly string[];
}

/** How long a removed tag can be put back from its notice. */
export const UNDO_TAG_MS = 8000;

/**
 * The order's tags: add one, or remove one. A removal sends the whole remaining list in one
 * `order_update_tags`, so it either happens or not, never halfway. It happens at once and its
 * notice offers Undo for a few seconds, which sends the list with the tag back in its place (the
 * list as it was, unless something else changed meanwhile, which stays). Gated on change:orders.
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
  const canChange = useCanRun('UpdateOrderTags').allowed;
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
  // The newest tags the pane has shown: what Undo puts the tag back into, even after the pane
  // has closed (then the last ones it showed).
  const latest = useRef<readonly string[]>(tags);
  useEffect(() => {
    latest.current = tags;
  }, [tags]);
  // What each removal request takes away and from which list, by its variables: the reply's
  // handler (which runs even if the pane has closed meanwhile) offers to put that tag back.
  const removing = useRef(new WeakMap<object, Removal>());
  const notPutBack = (failure: OperationError, tag: string) =>
    toast.showError(failure.error, `The tag “${tag}” was not put back`);
  const undo = useOperationMutation('UpdateOrderTags', {
    onSuccess: (result, variables) => {
      refresh(variables.data.order_id);
      const removal = removing.current.get(variables);
      if (result.data.order_update_tags || !removal) return;
      const failure = partialErrorAt(
        result.errors,
        ['order_update_tags'],
        'The tag was not put back.',
      );
      notPutBack(failure, removal.tag);
    },
    onError: (failure, variables) => {
      const removal = removing.current.get(variables);
      if (removal) notPutBack(failure, removal.tag);
    },
  });
  const putBack = (id: string, removal: Removal) => {
    const variables = {
      data: { order_id: id, tags: withTagRestored(latest.current, removal.before, removal.tag) },
    };
    removing.current.set(variables, removal);
    undo.mutate(variables);
  };
  const add = useOperationMutation('AddOrderTags', {
    onSuccess: () => {
      setText('');
      done();
    },
  });
  const [notRemoved, setNotRemoved] = useState<OperationError | null>(null);
  const replace = useOperationMutation('UpdateOrderTags', {
    onSuccess: (result, variables) => {
      done();
      const removal = removing.current.get(variables);
      const updated = result.data.order_update_tags;
      if (!updated) {
        setNotRemoved(
          partialErrorAt(result.errors, ['order_update_tags'], 'The tag was not removed.'),
        );
        return;
      }
      if (!removal) return;
      const number = updated.order?.order_number;
      toast.show({
        tone: 'info',
        title: `Removed tag “${removal.tag}”${number ? ` from ${number}` : ''}`,
        durationMs: UNDO_TAG_MS,
        action: { label: 'Undo', onAction: () => putBack(variables.data.order_id, removal) },
      });
    },
  });
  // While a tag is being put back (or its refetch is on the way), a removal would compute the rest
  // without it and take it away again.
  const busy = add.isPending || replace.isPending || undo.isPending || refreshing > 0;
  const error = add.error ?? replace.error ?? notRemoved;

  const remove = (tag: string) => {
    setNotRemoved(null);
    const variables = { data: { order_id: orderId, tags: withoutTag(tags, tag) } };
    removing.current.set(variables, { tag, before: [...tags] });
    replace.mutate(variables);
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
    </div>
  );
}
