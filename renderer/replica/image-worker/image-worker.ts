/**
 * The page's catalogue search worker: a Web Worker entry, started with
 * `new Worker(new URL('./image-worker.ts', import.meta.url), { type: 'module' })` (Vite bundles it
 * as its own chunk). It only serves (serve-image.ts); the page starts it (page-image.ts) on its first image
 * (docs/replica.md, "The page's search worker").
 */
import type { MessageEnd } from './messages.ts';
import { serveCatalogueImage } from './serve-image.ts';

// In a dedicated worker `self` is the worker's scope, whose postMessage takes a transfer list; the
// DOM library this project compiles the renderer with types `self` as a window.
serveCatalogueImage(self as unknown as MessageEnd);
