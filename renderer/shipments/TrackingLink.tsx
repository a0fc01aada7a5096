import { useBridge } from '../session/bridge-context.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { EmptyValue } from '../components/pii/FieldValue.tsx';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'the carrier’s page';
  }
}

/**
 * A label's tracking number as a link to the carrier's page, compact enough for a grid row. It
 * opens through the same bridge call the order pane's Track button uses (the system browser),
 * and a toast says where it opened or why it could not. Without a page the number is plain text.
 */
export function TrackingLink({
  number,
  url,
}: {
  readonly number: string | null;
  readonly url: string | null;
}) {
  const bridge = useBridge();
  const toast = useToast();
  if (!number) return <EmptyValue />;
  if (!url || !/^https?:\/\//i.test(url)) {
    return (
      <span className="mono tracking-number" title="No tracking page from the carrier">
        {number}
      </span>
    );
  }
  const host = hostOf(url);
  return (
    <button
      type="button"
      className="tracking-link mono tracking-number"
      title={`Track on ${host}`}
      aria-label={`Track ${number} on the carrier’s site`}
      onClick={(event) => {
        // The row opens the order; this link opens only the carrier's page.
        event.stopPropagation();
        void bridge.openTrackingPage(url).then((result) => {
          toast.show(
            result.ok
              ? { tone: 'success', title: `Opened ${host} in your browser` }
              : { tone: 'error', title: `${result.error.message}: copy ${number} instead` },
          );
        });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      }}
    >
      {number}
    </button>
  );
}
