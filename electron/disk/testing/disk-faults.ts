/** What an injected disk does wrong in the fault tests; each test changes it as it goes. */
export interface DiskFaults {
  /** The most bytes one write takes. */
  bytesPerWrite: number;
  /** Bytes the disk has room for: a write past it takes what fits, the next fails ENOSPC. */
  room: number;
  failFlush: boolean;
  /** The process is killed: this call, and so the save, never finishes. */
  killAt: 'none' | 'write' | 'rename';
}

export const healthyDisk = (): DiskFaults => ({
  bytesPerWrite: Infinity,
  room: Infinity,
  failFlush: false,
  killAt: 'none',
});

/** A call a killed process never returns from. */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

/**
 * Where the injected disk kills the process: it calls `stop` in place of the call that never
 * returns, and `reached` settles then, so a test goes on once the kill has happened instead of
 * polling the folder for its traces.
 */
export interface KillPoint {
  readonly reached: Promise<void>;
  stop(): Promise<never>;
}

export function killPoint(): KillPoint {
  let reach = (): void => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return {
    reached,
    stop: () => {
      reach();
      return never();
    },
  };
}

/** A file system error as Node gives it: a message and a `code`. */
export const diskError = (code: string): Error => Object.assign(new Error(code), { code });
