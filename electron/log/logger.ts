import type { ListenerErrorHandler } from '../../shared/events/emitter.ts';
import { redact } from './redact.ts';

/** A tiny structured logger whose every line passes through `redact` before reaching the sink. */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** The same sink, with `[scope]` added to each line. */
  child(scope: string): Logger;
}

/** Receives finished, already-redacted lines (a file, the console, a test array). */
export type LogSink = (line: string) => void;

export interface LoggerOptions {
  readonly sink: LogSink;
  readonly scope?: string;
  readonly now?: () => number;
}

export function createLogger(options: LoggerOptions): Logger {
  const now = options.now ?? Date.now;
  const write = (level: LogLevel, message: string, fields?: LogFields): void => {
    const scope = options.scope === undefined ? '' : ` [${options.scope}]`;
    const extra = fields === undefined ? '' : ` ${JSON.stringify(fields)}`;
    const line = `${new Date(now()).toISOString()} ${level.toUpperCase()}${scope} ${message}${extra}`;
    options.sink(redact(line));
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (scope) =>
      createLogger({
        ...options,
        scope: options.scope === undefined ? scope : `${options.scope}/${scope}`,
      }),
  };
}

/** For callers that were given no logger. */
/** Reports a listener that threw (shared/events/emitter.ts) as an error line in `log`. */
export function logListenerErrors(log: Logger): ListenerErrorHandler {
  return (error, name) =>
    log.error('A listener threw', {
      event: name,
      error: error instanceof Error ? error.message : typeof error,
    });
}

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
};

/** Collects lines in memory (tests scan them for token material). */
export function createMemorySink(): { sink: LogSink; lines: string[] } {
  const lines: string[] = [];
  return { sink: (line) => lines.push(line), lines };
}
