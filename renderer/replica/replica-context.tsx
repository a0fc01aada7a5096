/** The replica's status as main pushes it: one subscription for every view that shows it. */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { forgetPageImage } from './page-image.ts';

const ReplicaContext = createContext<ReplicaStatus>(REPLICA_OFF);

export function ReplicaProvider({ children }: { readonly children: ReactNode }) {
  const bridge = useBridge();
  const [status, setStatus] = useState<ReplicaStatus>(REPLICA_OFF);
  useEffect(() => {
    let live = true;
    const show = (next: ReplicaStatus): void => {
      // Main's copy is gone (signed out, another profile): so is the page's, at once.
      if (next.contents === null) forgetPageImage();
      setStatus(next);
    };
    const stop = bridge.onReplica(show);
    void bridge.replicaStatus().then((result) => {
      if (live && result.ok) show(result.value);
    });
    return () => {
      live = false;
      stop();
    };
  }, [bridge]);
  return <ReplicaContext value={status}>{children}</ReplicaContext>;
}

export function useReplicaStatus(): ReplicaStatus {
  return useContext(ReplicaContext);
}
