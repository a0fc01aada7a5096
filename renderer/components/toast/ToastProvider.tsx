/**
 * Notifications for mutation results. Successes are polite status messages that leave after a
 * few seconds; failures are alerts that stay until closed (a kiosk user may be looking away).
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
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { ...toast, id }]);
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
      <div className="toast-region" role="region" aria-label="Notifications">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.tone}`}
            role={toast.tone === 'error' ? 'alert' : 'status'}
          >
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

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
