/**
 * Preload (sandboxed; bundled into one CommonJS file). It exposes exactly the named functions of
 * `createBridgeClient` as `window.floorboard` — never ipcRenderer, never a generic invoke.
 * Type-checked and bundled here, never run (no Electron binary on this machine).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridgeClient } from '../../shared/bridge/client.ts';
import { createIpcTransport } from './ipc-transport.ts';

const transport = createIpcTransport({
  invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  on: (channel, listener) => ipcRenderer.on(channel, listener),
});

contextBridge.exposeInMainWorld('floorboard', createBridgeClient(transport));
