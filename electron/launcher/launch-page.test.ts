import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { LAUNCH_PAGE_NAME, launchPageHtml, writeLaunchPage } from './launch-page.ts';

describe('the launch page', () => {
  it('sends the window on to the launch URL, replacing itself', () => {
    const html = launchPageHtml('http://127.0.0.1:5123/#code=abc');
    expect(html).toContain('location.replace("http://127.0.0.1:5123/#code=abc");');
  });

  it('keeps an address that holds markup from closing its script', () => {
    const html = launchPageHtml('http://127.0.0.1:1/#</script><script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('is written through the private-file writer, and its file address is returned', () => {
    const written: [string, string][] = [];
    const url = writeLaunchPage('/tmp/floorboard-launch-x', 'http://127.0.0.1:1/#code=c', {
      writePrivateFile: (path, text) => written.push([path, text]),
    });
    expect(fileURLToPath(url)).toBe(join('/tmp/floorboard-launch-x', LAUNCH_PAGE_NAME));
    expect(written).toHaveLength(1);
    expect(written[0]?.[1]).toContain('#code=c');
  });
});
