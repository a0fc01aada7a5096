// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { HostStatus } from '../bridge/host-watch.ts';
import type { PostJson } from '../bridge/launch-code.ts';
import type { LaunchDeps } from '../bridge/use-web-launch.ts';
import { createFakeBridge } from '../testing/fake-bridge.ts';
import { WebLaunchGate } from './WebLaunchGate.tsx';

afterEach(cleanup);

const ORIGIN = 'http://127.0.0.1:5173';
const GOOD = 'g'.repeat(24);
const NEWER = 'n'.repeat(24);
const SPENT = 's'.repeat(24);
const SECRET = 'k'.repeat(43);
const NEW_SECRET = 'm'.repeat(43);

interface Connection {
  readonly secret: string;
  readonly bridge: FloorboardBridge;
  readonly report: (status: HostStatus) => void;
  closed: boolean;
}

/** An address bar the test can type into, and a host that knows two good codes. */
function harness(initialHash: string) {
  let hash = initialHash;
  let onHashChange: () => void = () => undefined;
  const connections: Connection[] = [];
  const navigated: string[] = [];
  const secrets: Record<string, string> = { [GOOD]: SECRET, [NEWER]: NEW_SECRET };
  const post: PostJson = (_path, body) => {
    const { code } = JSON.parse(body) as { code: string };
    const secret = secrets[code];
    return Promise.resolve(
      secret === undefined ? { status: 403, json: {} } : { status: 200, json: { secret } },
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
    connect: (secret, report) => {
      const connection: Connection = { secret, bridge: createFakeBridge(), report, closed: false };
      connections.push(connection);
      return {
        bridge: connection.bridge,
        close: () => {
          connection.closed = true;
        },
      };
    },
    onHashChange: (listener) => {
      onHashChange = listener;
      return () => undefined;
    },
    origin: ORIGIN,
    navigate: (url) => navigated.push(url),
  };
  const load = async (newHash: string) => {
    hash = newHash;
    await act(() => Promise.resolve(onHashChange()));
  };
  const secretOf = (bridge: FloorboardBridge) =>
    connections.find((c) => c.bridge === bridge)?.secret ?? 'unknown';
  const last = (): Connection => {
    const found = connections.at(-1);
    if (found === undefined) throw new Error('no connection yet');
    return found;
  };
  return { deps, load, connections, navigated, secretOf, last, hash: () => hash };
}

type Harness = ReturnType<typeof harness>;

function renderGate(h: Harness) {
  render(
    <WebLaunchGate deps={h.deps}>
      {(bridge) => <p>the app on {h.secretOf(bridge)}</p>}
    </WebLaunchGate>,
  );
}

async function paste(text: string): Promise<void> {
  const field = screen.getByLabelText('New launch address');
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('WebLaunchGate', () => {
  it('opens the app with a good code and leaves no code in the address', async () => {
    const h = harness(`#code=${GOOD}`);
    renderGate(h);
    expect(await screen.findByText(`the app on ${SECRET}`)).toBeTruthy();
    expect(h.connections.map((c) => c.secret)).toEqual([SECRET]);
    expect(h.hash()).toBe('');
  });

  it('without a code, says how to open the app, and recovers when a launch URL is loaded', async () => {
    const h = harness('');
    renderGate(h);
    expect(
      await screen.findByRole('heading', { name: 'Open Floorboard from where you started it' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Press Enter there');
    expect(screen.queryByText(/Can't reach/)).toBeNull();

    await h.load(`#code=${SPENT}`);
    expect(await screen.findByText(/already been used or has expired/)).toBeTruthy();

    await h.load(`#code=${GOOD}`);
    expect(await screen.findByText(`the app on ${SECRET}`)).toBeTruthy();
  });

  it('takes a launch address pasted into the page, where a window has no address bar', async () => {
    const h = harness('');
    renderGate(h);
    await screen.findByRole('heading', { name: 'Open Floorboard from where you started it' });
    await paste('not an address');
    expect(screen.getByText(/That is not a launch address/)).toBeTruthy();

    await paste(`${ORIGIN}/#code=${GOOD}`);
    expect(await screen.findByText(`the app on ${SECRET}`)).toBeTruthy();
  });

  it('opens a pasted launch address of a host on another port in this tab', async () => {
    const h = harness('');
    renderGate(h);
    await screen.findByRole('heading', { name: 'Open Floorboard from where you started it' });
    await paste(`http://127.0.0.1:6001/#code=${GOOD}`);
    expect(h.navigated).toEqual([`http://127.0.0.1:6001/#code=${GOOD}`]);
    expect(h.connections).toEqual([]);
  });

  it('takes a new launch address in a tab that holds a session, starting the app afresh', async () => {
    const h = harness(`#code=${GOOD}`);
    renderGate(h);
    await screen.findByText(`the app on ${SECRET}`);

    await h.load(`#code=${NEWER}`);
    expect(await screen.findByText(`the app on ${NEW_SECRET}`)).toBeTruthy();
    expect(screen.queryByText(`the app on ${SECRET}`)).toBeNull();
    expect(h.connections.map((c) => [c.secret, c.closed])).toEqual([
      [SECRET, true],
      [NEW_SECRET, false],
    ]);
    expect(h.hash()).toBe('');
  });

  it('says so when a later launch address is spent, and keeps the session it has', async () => {
    const h = harness(`#code=${GOOD}`);
    renderGate(h);
    await screen.findByText(`the app on ${SECRET}`);

    await h.load(`#code=${SPENT}`);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /already used or has expired\. This window stays connected/,
    );
    expect(screen.getByText(`the app on ${SECRET}`)).toBeTruthy();
    expect(h.connections.map((c) => c.closed)).toEqual([false]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says over the app that the host restarted, and gets back in with a pasted address', async () => {
    const h = harness(`#code=${GOOD}`);
    renderGate(h);
    await screen.findByText(`the app on ${SECRET}`);

    act(() => h.last().report('restarted'));
    expect(screen.getByRole('heading', { name: 'Floorboard was restarted' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/none of it is up to date/);

    await paste(`${ORIGIN}/#code=${SPENT}`);
    expect(await screen.findByText(/already used or has expired/)).toBeTruthy();
    await paste(`${ORIGIN}/#code=${NEWER}`);
    expect(await screen.findByText(`the app on ${NEW_SECRET}`)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Floorboard was restarted' })).toBeNull();
  });

  it('says the host stopped when nothing answers, and clears it when the socket is back', async () => {
    const h = harness(`#code=${GOOD}`);
    renderGate(h);
    await screen.findByText(`the app on ${SECRET}`);
    act(() => h.last().report('reconnecting'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => h.last().report('stopped'));
    expect(screen.getByRole('heading', { name: 'Floorboard has stopped' })).toBeTruthy();
    act(() => h.last().report('live'));
    expect(screen.queryByRole('heading', { name: 'Floorboard has stopped' })).toBeNull();
  });
});
