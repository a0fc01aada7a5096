/**
 * Notifications for mutation results. Successes leave after a few seconds; failures stay until
 * closed (a kiosk user may be looking away). Screen readers hear them through two live regions
 * that are always in the page (polite for successes, assertive for failures): a region that
 * appears together with its text is often not announced at all.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import { Icon } from '../icons/Icon.tsx';
import { describeError } from '../status/describe-error.ts';
import './toast.css';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastInput {
  readonly tone: ToastTone;
  readonly title: string;
  readonly detail?: string;
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

export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [latest, setLatest] = useState<Toast | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { ...toast, id }]);
      setLatest({ ...toast, id });
      if (toast.tone !== 'error') setTimeout(() => dismiss(id), SUCCESS_MS);
      return id;
    },
    [dismiss],
  );

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
          <div key={toast.id} className={`toast toast-${toast.tone}`}>
            <Icon
              name={toast.tone === 'error' ? 'alert' : toast.tone === 'success' ? 'check' : 'info'}
            />
            <div className="toast-body">
              <p className="toast-title">{toast.title}</p>
              {toast.detail ? <p className="toast-detail">{toast.detail}</p> : null}
            </div>
            <button
              type="button"
              className="icon-btn"
              aria-label="Dismiss notification"
              onClick={() => dismiss(toast.id)}
            >
              <Icon name="close" size={14} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

function announcement(toast: Toast): string {
  return toast.detail ? `${toast.title}. ${toast.detail}` : toast.title;
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
