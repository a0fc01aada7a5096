/**
 * The carriers' tracking pages main may open in the system browser: only addresses main itself
 * received from the service in an `OrderShipments` answer during this session. Whatever else the
 * renderer asks to open is refused, so a compromised renderer cannot use the bridge to send the
 * user to a page of its choosing. The list is forgotten when the session changes.
 */
import { z } from 'zod';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';

const SHIPMENTS_OPERATION = 'OrderShipments';
/** Enough for every order a person opens in a day; the oldest go first. */
const MAX_LINKS = 2_000;

// Only the path to the tracking addresses; everything else in the answer is left alone.
const label = z.object({ tracking_url: z.string().nullish() }).nullish();
const shipments = z.object({
  shipments: z
    .object({
      data: z
        .object({
          edges: z.array(
            z
              .object({ node: z.object({ shipping_labels: z.array(label).nullish() }).nullish() })
              .nullish(),
          ),
        })
        .nullish(),
    })
    .nullish(),
});

export interface TrackingLinks {
  /** Which session is current: take it before a request, give it to `remember` after. */
  session(): number;
  /**
   * Remembers the tracking addresses of a GraphQL answer main received (other operations are
   * ignored), unless the session changed while it was on its way.
   */
  remember(operationName: string, data: unknown, session: number): void;
  has(url: string): boolean;
  /** Follows the session: a sign-out or another profile forgets every address. */
  follow(snapshot: SessionSnapshot): void;
}

export function trackingUrlsOf(operationName: string, data: unknown): string[] {
  if (operationName !== SHIPMENTS_OPERATION) return [];
  const parsed = shipments.safeParse(data);
  if (!parsed.success) return [];
  return (parsed.data.shipments?.data?.edges ?? []).flatMap((edge) =>
    (edge?.node?.shipping_labels ?? []).flatMap((l) => (l?.tracking_url ? [l.tracking_url] : [])),
  );
}

export function createTrackingLinks(): TrackingLinks {
  const links = new Set<string>();
  let signedIn: string | null = null;
  let session = 0;
  return {
    session: () => session,
    remember(operationName, data, from) {
      if (from !== session) return;
      for (const url of trackingUrlsOf(operationName, data)) {
        links.delete(url);
        links.add(url);
        const oldest = links.values().next();
        if (links.size > MAX_LINKS && oldest.done !== true) links.delete(oldest.value);
      }
    },
    has: (url) => links.has(url),
    follow(snapshot) {
      const { session: state } = snapshot;
      const next = state.status === 'signed-in' ? state.profileId : null;
      if (next === signedIn) return;
      signedIn = next;
      session += 1;
      links.clear();
    },
  };
}
