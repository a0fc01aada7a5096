// Theme and base styles first, so component styles (imported by the components) come after.
import './styles/theme.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { getBridge } from './bridge/connect.ts';
import { createQueryClient } from './data/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App bridge={getBridge()} queryClient={createQueryClient()} />
  </StrictMode>,
);
