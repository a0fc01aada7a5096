import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Builds the renderer into `<repo>/out/renderer`, which both hosts serve (Electron's custom
 * protocol, the web host's static server). `base: './'` keeps asset URLs relative so the same
 * files work under either. Nothing here reaches the network: no CDN, no web fonts.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    // Electron 45 ships Chromium 140; the web host runs in current Chromium.
    target: 'chrome120',
    // Explicit: electron-vite leaves renderer builds unminified unless told.
    minify: true,
    sourcemap: true,
    // Inline data: URLs are allowed by the CSP (img-src data:), but keep assets as files.
    assetsInlineLimit: 0,
    // Loaded from disk or loopback, never over a network: one bundle is fine at this size.
    chunkSizeWarningLimit: 1500,
  },
  server: { host: '127.0.0.1', strictPort: true },
});
