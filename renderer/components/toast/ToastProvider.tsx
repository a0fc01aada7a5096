/**
 * Notifications for mutation results. Successes leave after a few seconds; failures stay until
 * closed (a kiosk user may be looking away). A toast may offer one action (Undo): it stays while
 * the pointer or keyboard focus is on it, so nobody loses the button while reaching for it. Screen readers hear them through two live regions
 * that are always in the page (polite for successes, assertive for failures): a region that
 * appears together with its text is often not announced at all.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { Button } from '../controls/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { describeError } from '../status/describe-error.ts';
import './toast.css';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastAction {
  /** The button's text ("Undo"). */
  readonly label: string;
  readonly onAction: () => void;
}

export interface ToastInput {
  readonly tone: ToastTone;
  readonly title: string;
  /** Parts of the title never broken across lines (PO numbers): each kept on one line. */
  readonly unbroken?: readonly string[];
  readonly detail?: string;
  /** One button; pressing it runs the action and closes the toast. */
  readonly action?: ToastAction;
  /** How long a success or info toast stays; failures stay until closed. */
  readonly durationMs?: number;
}

interface Toast extends ToastInput {
  readonly id: number;
}

interface ToastApi {
  readonly show: (toast: ToastInput) => number;
  readonly showError: (error: BridgeError, title?: string) => number;
  readonly dismiss: (id: number) => void;
}

const SUCCESS_MS = 5000;
const ToastContext = createContext<ToastApi | null>(null);

/** Runs `task` after `ms`; returns a cancel. Tests hand in a clock of their own. */
export type ToastSchedule = (task: () => void, ms: number) => () => void;

const realSchedule: ToastSchedule = (task, ms) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

export function ToastProvider({
  children,
  schedule = realSchedule,
}: {
  readonly children: ReactNode;
  readonly schedule?: ToastSchedule;
}) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [latest, setLatest] = useState<Toast | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-3), { ...toast, id }]);
    setLatest({ ...toast, id });
    return id;
  }, []);

  const showError = useCallback(
    (error: BridgeError, title?: string) => {
      const description = describeError(error);
      return show({
        tone: 'error',
        title: title ?? description.title,
        detail: title ? `${description.title}. ${description.detail}` : description.detail,
      });
    },
    [show],
  );

  const api = useMemo(() => ({ show, showError, dismiss }), [show, showError, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {latest && latest.tone !== 'error' ? <p key={latest.id}>{announcement(latest)}</p> : null}
      </div>
      {/* Assertive by aria-live alone: a permanent, mostly empty role="alert" would be one more
          "alert" on every page beside the page's own. */}
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {latest?.tone === 'error' ? <p key={latest.id}>{announcement(latest)}</p> : null}
      </div>
      <div className="toast-region" role="region" aria-label="Notifications">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} schedule={schedule} />
        ))}
      </div>
    </ToastContext>
  );
}

function ToastItem({
  toast,
  onDismiss,
  schedule,
}: {
  readonly toast: Toast;
  readonly onDismiss: (id: number) => void;
  readonly schedule: ToastSchedule;
}) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const titleId = useId();
  const { id, tone, action } = toast;
  const lasts = tone !== 'error';
  const durationMs = toast.durationMs ?? SUCCESS_MS;
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (!lasts || paused) return undefined;
    // Starts again, whole, once the pointer and focus have left.
    return schedule(() => onDismiss(id), durationMs);
  }, [lasts, paused, durationMs, id, onDismiss, schedule]);

  return (
    <div
      className={`toast toast-${tone}`}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next === null || !event.currentTarget.contains(next)) {
          setHeld((h) => ({ ...h, focus: false }));
        }
      }}
    >
      <Icon name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info'} />
      <div className="toast-body">
        <p className="toast-title" id={titleId}>
          {titleParts(toast.title, toast.unbroken ?? []).map((part, i) =>
            part.unbroken ? (
              <span key={i} className="toast-unbroken">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </p>
        {toast.detail ? <p className="toast-detail">{toast.detail}</p> : null}
      </div>
      {action ? (
        <Button
          size="sm"
          className="toast-action"
          aria-describedby={titleId}
          onClick={() => {
            action.onAction();
            onDismiss(id);
          }}
        >
          {action.label}
        </Button>
      ) : null}
      <button
        type="button"
        className="icon-btn"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(id)}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}

function announcement(toast: Toast): string {
  const text = toast.detail ? `${toast.title}. ${toast.detail}` : toast.title;
  // The action is a button in the notifications region; say it is there.
  return toast.action ? `${text}. ${toast.action.label} is in Notifications.` : text;
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

/** The title cut around its unbroken parts, in order. */
function titleParts(
  title: string,
  unbroken: readonly string[],
): { readonly text: string; readonly unbroken: boolean }[] {
  const parts: { text: string; unbroken: boolean }[] = [];
  let rest = title;
  for (const word of unbroken) {
    const at = word === '' ? -1 : rest.indexOf(word);
    if (at < 0) continue;
    if (at > 0) parts.push({ text: rest.slice(0, at), unbroken: false });
    parts.push({ text: word, unbroken: true });
    rest = rest.slice(at + word.length);
  }
  if (rest !== '') parts.push({ text: rest, unbroken: false });
  return parts;
}
