/** The replica's status as main pushes it: one subscription for every view that shows it. */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { useBridge } from '../session/bridge-context.tsx';

const ReplicaContext = createContext<ReplicaStatus>(REPLICA_OFF);

export function ReplicaProvider({ children }: { readonly children: ReactNode }) {
  const bridge = useBridge();
  const [status, setStatus] = useState<ReplicaStatus>(REPLICA_OFF);
  useEffect(() => {
    let live = true;
    const stop = bridge.onReplica(setStatus);
    void bridge.replicaStatus().then((result) => {
      if (live && result.ok) setStatus(result.value);
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
