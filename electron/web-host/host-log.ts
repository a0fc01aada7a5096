import { homedir } from 'node:os';
import electronLog from 'electron-log/node';
import { configureFileLog, electronLogSink, webHostLogPath } from '../log/file-log.ts';
import { createLogger, type Logger } from '../log/logger.ts';

/**
 * The web host logs as the desktop app does: to a rotated file in the OS's logs folder, redacted
 * (see file-log.ts); `npm run web` also copies each line to stderr. Callers print `path` at
 * start-up so people know where to look.
 */
export function createHostLogger(options: { readonly stderr: boolean }): {
  readonly log: Logger;
  readonly path: string;
} {
  const path = webHostLogPath(process.platform, process.env, homedir());
  configureFileLog(electronLog, { filePath: path, console: false });
  const toFile = electronLogSink(electronLog);
  const log = createLogger({
    scope: 'web-host',
    sink: options.stderr
      ? (line) => {
          process.stderr.write(`${line}\n`);
          toFile(line);
        }
      : toFile,
  });
  return { log, path };
}
