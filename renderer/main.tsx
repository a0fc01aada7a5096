// Theme and base styles first, so component styles (imported by the components) come after.
import './styles/theme.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { FloorboardBridge } from '../shared/bridge/client.ts';
import { App } from './app/App.tsx';
import { WebLaunchGate } from './app/WebLaunchGate.tsx';
import { preloadBridge, webHostConnection } from './bridge/connect.ts';
import { browserPostJson } from './bridge/launch-code.ts';
import type { LaunchDeps } from './bridge/use-web-launch.ts';
import { createQueryClient } from './data/query-client.ts';
import { preloadHistoryChart } from './inventory/history-chart-lazy.tsx';
import { preloadViews } from './shell/views.tsx';
import { preloadStockChart } from './stock/stock-chart-lazy.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// One cache per bridge: a new launch in the web host must not show the old session's data.
const queryClients = new WeakMap<FloorboardBridge, QueryClient>();
const queryClientFor = (bridge: FloorboardBridge): QueryClient => {
  const known = queryClients.get(bridge);
  if (known) return known;
  const created = createQueryClient();
  queryClients.set(bridge, created);
  return created;
};
const app = (bridge: FloorboardBridge) => (
  <App bridge={bridge} queryClient={queryClientFor(bridge)} />
);

// Module-level, so the gate's effect sees one stable object.
const webLaunch: LaunchDeps = {
  bar: window,
  post: browserPostJson,
  connect: webHostConnection,
  origin: window.location.origin,
  navigate: (url) => window.location.assign(url),
  onHashChange: (listener) => {
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  },
};

const bridge = preloadBridge();
createRoot(root).render(
  <StrictMode>
    {bridge ? app(bridge) : <WebLaunchGate deps={webLaunch}>{app}</WebLaunchGate>}
  </StrictMode>,
);

// The other views and the charts (recharts) are not part of the first paint; fetch them once the
// page is idle so they are ready before anyone opens them.
const preloadLater = (): void => {
  void preloadViews();
  void preloadStockChart();
  void preloadHistoryChart();
};
if (typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(preloadLater, { timeout: 2_000 });
} else {
  setTimeout(preloadLater, 500);
}
