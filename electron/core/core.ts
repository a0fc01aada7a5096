import type { SecretCipher } from '../store/secret-cipher.ts';
import type { OpenSink } from '../bulk/export/sink.ts';
import type { BridgeHandlers } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import type { Logger } from '../log/logger.ts';
import type { CatalogueStore } from '../replica/image-store/catalogue-store.ts';
import type { ReplicaFiles } from '../replica/replica-files.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';
import type { BuiltInService } from './profile-catalogue.ts';

/**
 * What a host (Electron main, the web host) needs from main's core, and what it hands the core.
 * The host owns the transport (IPC or WebSocket), the store and cipher of its platform, and how a
 * URL reaches a browser; the core owns sign-in, profiles and the GraphQL broker. Implemented by
 * `createCore` in `create-core.ts`.
 */

export interface Core {
  /** One handler per contract method; the host puts its dispatcher in front. */
  readonly handlers: BridgeHandlers;
  /** The core emits `app`, `session`, `signInProgress` and `credits` here; the host forwards them. */
  readonly events: EventHub;
  /** Cancels running sign-ins and queued operations; the host calls it once, on quit. */
  close(): Promise<void>;
}

export interface CoreOptions {
  /**
   * `{base_url}` and `{login_url}` of the built-in profile: the embedded sandbox, or the service
   * named by the web host's `--api`; or a function that starts the embedded sandbox the first
   * time the built-in profile is used (Electron main).
   */
  readonly sandboxUrls: BuiltInService;
  /** Profiles and the active profile: electron-store in Electron, memory in the web host. */
  readonly store: KeyValueStore;
  /** safeStorage in Electron; the web host's cipher reports "no keyring" (memory-only sign-in). */
  readonly cipher: SecretCipher;
  /**
   * Where import journals live and what seals them: the app's data folder and safeStorage in
   * Electron. Absent, or a null folder: journals are kept in memory for this run only.
   */
  readonly importJournal?: { readonly dir: string | null; readonly cipher: SecretCipher };
  /**
   * Electron: where a made file (an export, import results) goes, chosen in the system Save
   * dialog. Absent (the web host): the page downloads it.
   */
  readonly openSink?: OpenSink;
  /** Electron: shell.openExternal. Web host: prints `open-external: <url>` (and maybe xdg-open). */
  readonly openExternal: (url: string) => Promise<void>;
  readonly log: Logger;
  /**
   * Where the encrypted catalogue replica is written: a folder of userData in Electron. Absent
   * (the web host, tests): in memory, which the no-keyring cipher would require anyway.
   */
  readonly replicaFiles?: ReplicaFiles;
  /**
   * Where the catalogue copy is saved, as a sealed image (docs/replica.md, "At rest"): a folder of
   * userData in Electron. Absent (the web host, tests): in memory.
   */
  readonly catalogueStore?: CatalogueStore;
}
