import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads on first render, or earlier through `preload` (the app calls it
 * once the first screen is up, so the code is normally there before anyone needs it). Loads once.
 * Render it inside a Suspense boundary that holds its place meanwhile.
 */
export interface LazyComponent<P extends object> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  readonly preload: () => Promise<unknown>;
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= load().then((component) => ({ default: component })));
  return { Component: lazy(start), preload: start };
}
