import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import electronLog from 'electron-log/node';
import { afterEach, describe, expect, it } from 'vitest';
import { configureFileLog, electronLogSink, logFilePath, webHostLogPath } from './file-log.ts';
import { createLogger } from './logger.ts';

const ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvd25lckBzYW5kYm94LnRlc3QiLCJzY29wZSI6InZpZXc6b3JkZXJzIn0.c2lnbmF0dXJlc2lnbmF0dXJl';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe('the log file', () => {
  it('receives tokens redacted, through our logger and through electron-log directly', async () => {
    dir = await mkdtemp(join(tmpdir(), 'floorboard-log-'));
    const path = join(dir, 'logs', 'test.log');
    const log = electronLog.create({ logId: `file-log-test-${String(Date.now())}` });
    configureFileLog(log, { filePath: path, console: false });
    // Written synchronously (electron-log's default, pinned here): each line is in the file by
    // the time its call returns, so the test reads the file once, without waiting.
    log.transports.file.sync = true;
    expect(logFilePath(log)).toBe(path);

    const logger = createLogger({ sink: electronLogSink(log), scope: 'test' });
    logger.info('refreshed', { authorization: `Bearer ${ACCESS_TOKEN}` });
    // A library logging through electron-log itself (electron-updater does) meets the hook.
    log.info(`library line access_token=${ACCESS_TOKEN}`);
    log.info('last line');

    const text = await readFile(path, 'utf8');
    expect(text).toContain('last line');
    expect(text).toContain('[test] refreshed');
    expect(text).toContain('library line');
    expect(text).not.toContain(ACCESS_TOKEN);
    expect(text).not.toContain(ACCESS_TOKEN.split('.')[2]);
  });
});

describe('webHostLogPath', () => {
  it('uses each platform’s usual logs folder', () => {
    expect(webHostLogPath('linux', {}, '/home/ann')).toBe(
      '/home/ann/.local/state/floorboard/logs/web-host.log',
    );
    expect(webHostLogPath('linux', { XDG_STATE_HOME: '/s' }, '/home/ann')).toBe(
      '/s/floorboard/logs/web-host.log',
    );
    expect(webHostLogPath('darwin', {}, '/Users/ann')).toBe(
      '/Users/ann/Library/Logs/Floorboard/web-host.log',
    );
    expect(
      webHostLogPath('win32', { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'C:\\Users\\ann'),
    ).toContain('Floorboard');
  });
});
