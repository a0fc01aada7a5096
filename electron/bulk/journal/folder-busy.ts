/**
 * Another Floorboard holds the lock on this profile's import journals (another web host on the
 * same data folder, or another machine on a synced or shared one). Its runs are its own: this
 * process neither lists, resumes, starts nor deletes any until it lets go.
 */
import { describeOwner, type LockOwner } from '../../lock/data-dir-lock.ts';

export class JournalFolderBusy extends Error {
  override name = 'JournalFolderBusy';
  constructor(
    readonly owner: LockOwner | undefined,
    /** The lock file to delete by hand once no Floorboard runs there. */
    readonly lockPath: string,
  ) {
    super(
      `Another Floorboard is using this profile’s imports (${describeOwner(owner)}). Its imports are not shown here and no import can start until it quits; if none runs there any more, delete its lock file ${lockPath}.`,
    );
  }
}
