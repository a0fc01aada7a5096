/**
 * Electron IPC channel names, shared by main (`electron/main/ipc.ts`) and preload. There is one
 * request channel and one event channel: every method and event is named inside the message and
 * checked by the dispatcher, so no channel can reach main without validation.
 */
export const CALL_CHANNEL = 'floorboard:call';
export const EVENT_CHANNEL = 'floorboard:event';
