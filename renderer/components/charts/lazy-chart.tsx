import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../lazy/lazy-component.ts';

/**
 * A chart component loaded on first use: the chart library (recharts) is about as large as the
 * rest of the renderer together, and no screen needs it for its first paint. `preload` starts the
 * download early (the app calls it once the first screen is up), so a chart is normally ready
 * before anyone opens a detail pane; until then `placeholder` holds the chart's place.
 */
export interface LazyChart<P extends object> {
  readonly Chart: (props: P) => ReactNode;
  readonly preload: () => Promise<unknown>;
}

export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): LazyChart<P> {
  const { Component: Loaded, preload } = lazyComponent(load);
  return {
    Chart: (props) => (
      <Suspense fallback={placeholder(props)}>
        <Loaded {...props} />
      </Suspense>
    ),
    preload,
  };
}

/** Keeps a chart's space while its code loads (no jump when it appears). */
export function ChartPlaceholder({ height }: { readonly height: number }) {
  return <div className="chart-placeholder" style={{ height }} aria-hidden="true" />;
}
