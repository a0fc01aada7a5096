/**
 * The storage backend a key-file cipher reports (electron/web-host/key-file.ts): journals sealed
 * with it are on disk, but under a key file rather than an OS keyring, which the app says.
 */
export const KEY_FILE_BACKEND = 'floorboard-key-file';
