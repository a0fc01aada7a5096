/**
 * Whether a process runs, asked through signal 0 (which checks without signalling). The kill
 * function is a parameter because shared/ loads in the renderer too and may not import Node.
 */
export function processRuns(kill: (pid: number, signal: 0) => void, pid: number): boolean {
  try {
    kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user, so a lock it holds is still held.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
