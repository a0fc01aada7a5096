// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

afterEach(cleanup);

function deferredModule() {
  let loads = 0;
  let finish: () => void = () => undefined;
  const load = () => {
    loads += 1;
    return new Promise<(props: { readonly name: string }) => React.ReactNode>((resolve) => {
      finish = () => resolve(({ name }) => <p>Hello {name}</p>);
    });
  };
  return { load, finish: () => finish(), loads: () => loads };
}

describe('lazyComponent', () => {
  it('holds the place until the code has loaded, then renders the component', async () => {
    const module = deferredModule();
    const { Component } = lazyComponent(module.load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    module.finish();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('loads once, whether preloaded, rendered or both', async () => {
    const module = deferredModule();
    const { Component, preload } = lazyComponent(module.load);
    const first = preload();
    void preload();
    module.finish();
    await first;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(module.loads()).toBe(1);
  });
});
