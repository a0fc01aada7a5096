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

/** A file system error as Node gives it: a message and a `code`. */
export const diskError = (code: string): Error => Object.assign(new Error(code), { code });
