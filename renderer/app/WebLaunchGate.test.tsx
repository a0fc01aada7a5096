// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostJson } from '../bridge/launch-code.ts';
import type { LaunchDeps } from '../bridge/use-web-launch.ts';
import { createFakeBridge } from '../testing/fake-bridge.ts';
import { WebLaunchGate } from './WebLaunchGate.tsx';

afterEach(cleanup);

const GOOD = 'g'.repeat(24);
const SPENT = 's'.repeat(24);
const SECRET = 'k'.repeat(43);

/** An address bar the test can type into, and a host that knows one good code. */
function harness(initialHash: string) {
  let hash = initialHash;
  let onHashChange: () => void = () => undefined;
  const secretsGiven: string[] = [];
  const post: PostJson = (_path, body) => {
    const { code } = JSON.parse(body) as { code: string };
    return Promise.resolve(
      code === GOOD ? { status: 200, json: { secret: SECRET } } : { status: 403, json: {} },
    );
  };
  const deps: LaunchDeps = {
    bar: {
      location: {
        pathname: '/',
        search: '',
        get hash() {
          return hash;
        },
      },
      history: { replaceState: (_d, _u, url) => void (hash = url.replace(/^[^#]*/, '')) },
    },
    post,
    bridgeFor: (secret) => {
      secretsGiven.push(secret);
      return createFakeBridge();
    },
    onHashChange: (listener) => {
      onHashChange = listener;
      return () => undefined;
    },
  };
  const load = async (newHash: string) => {
    hash = newHash;
    await act(() => Promise.resolve(onHashChange()));
  };
  return { deps, load, secretsGiven, hash: () => hash };
}

function renderGate(deps: LaunchDeps) {
  render(<WebLaunchGate deps={deps}>{() => <p>the app</p>}</WebLaunchGate>);
}

describe('WebLaunchGate', () => {
  it('opens the app with a good code and leaves no code in the address', async () => {
    const h = harness(`#code=${GOOD}`);
    renderGate(h.deps);
    expect(await screen.findByText('the app')).toBeTruthy();
    expect(h.secretsGiven).toEqual([SECRET]);
    expect(h.hash()).toBe('');
  });

  it('without a code, says how to open the app, and recovers when a launch URL is loaded', async () => {
    const h = harness('');
    renderGate(h.deps);
    expect(
      await screen.findByRole('heading', { name: 'Open Floorboard from where you started it' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Press Enter there');
    expect(screen.queryByText(/Can't reach/)).toBeNull();

    await h.load(`#code=${SPENT}`);
    expect(await screen.findByText(/already been used or has expired/)).toBeTruthy();

    await h.load(`#code=${GOOD}`);
    expect(await screen.findByText('the app')).toBeTruthy();
    expect(h.secretsGiven).toEqual([SECRET]);
  });
});
