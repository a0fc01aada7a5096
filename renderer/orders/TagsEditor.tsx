import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useOperationMutation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { refreshOrder } from './refresh-order.ts';

const MAX_TAG_LENGTH = 100;

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
      done();
    },
  });
  const replace = useOperationMutation('ReplaceOrderTags', { onSuccess: done });
  const clear = useOperationMutation('ClearOrderTags', { onSuccess: done });
  const busy = add.isPending || replace.isPending || clear.isPending;
  const error = add.error ?? replace.error ?? clear.error;

  const remove = (tag: string) => {
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
    </div>
  );
}
