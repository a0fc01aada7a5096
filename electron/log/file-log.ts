import { join } from 'node:path';
import type { NodeLogger } from 'electron-log';
import type { LogSink } from './logger.ts';
import { redact } from './redact.ts';

/**
 * Log files through electron-log: Electron main uses `electron-log/main` (the OS logs folder:
 * ~/.config/Floorboard/logs on Linux, ~/Library/Logs/Floorboard on macOS, %APPDATA%\Floorboard\
 * logs on Windows), the web host `electron-log/node` at `webHostLogPath`. A file over
 * `MAX_LOG_BYTES` is moved to `<name>.old.log` and a new one started, so at most two files exist.
 * Every line passes the redactor twice over: once in `createLogger`, once more in a hook on
 * electron-log itself, which also covers what libraries (electron-updater) log through it.
 */

export const MAX_LOG_BYTES = 2 * 1024 * 1024;

export interface FileLogOptions {
  /** Absent: electron-log's own location (Electron's logs folder in main). */
  readonly filePath?: string;
  /** Also write to the terminal (the web host and development runs). */
  readonly console: boolean;
}

export function configureFileLog(log: NodeLogger, options: FileLogOptions): void {
  const file = log.transports.file;
  file.level = 'info';
  file.maxSize = MAX_LOG_BYTES;
  // Our lines already carry their time, level and scope (createLogger).
  file.format = '{text}';
  const { filePath } = options;
  if (filePath !== undefined) file.resolvePathFn = () => filePath;
  log.transports.console.level = options.console ? 'info' : false;
  log.transports.console.format = '{text}';
  log.hooks.push((message) => ({
    ...message,
    data: message.data.map((item: unknown) => (typeof item === 'string' ? redact(item) : item)),
  }));
}

/** A `createLogger` sink that writes each finished line to electron-log. */
export function electronLogSink(log: NodeLogger): LogSink {
  return (line) => {
    if (/^\S+ (ERROR|WARN) /.test(line)) log.warn(line);
    else log.info(line);
  };
}

export function logFilePath(log: NodeLogger): string {
  return log.transports.file.getFile().path;
}

/** Where the web host writes its log: the platform's usual place for an app's logs. */
export function webHostLogPath(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): string {
  switch (platform) {
    case 'darwin':
      return join(home, 'Library', 'Logs', 'Floorboard', 'web-host.log');
    case 'win32':
      return join(
        env['APPDATA'] ?? join(home, 'AppData', 'Roaming'),
        'Floorboard',
        'logs',
        'web-host.log',
      );
    default:
      return join(
        env['XDG_STATE_HOME'] || join(home, '.local', 'state'),
        'floorboard',
        'logs',
        'web-host.log',
      );
  }
}
