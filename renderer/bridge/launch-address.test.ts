import { describe, expect, it } from 'vitest';
import { readLaunchAddress } from './launch-address.ts';

const HERE = 'http://127.0.0.1:5173';
const CODE = 'AbCdEfGhIjKlMnOpQrStUvWx';

describe('readLaunchAddress', () => {
  it('takes the code of a launch address for this host, or a bare code', () => {
    expect(readLaunchAddress(` ${HERE}/#code=${CODE}\n`, HERE)).toEqual({
      kind: 'code',
      code: CODE,
    });
    expect(readLaunchAddress(CODE, HERE)).toEqual({ kind: 'code', code: CODE });
  });

  it('opens the launch address of a host on another loopback port', () => {
    expect(readLaunchAddress(`http://127.0.0.1:6000/#code=${CODE}`, HERE)).toEqual({
      kind: 'elsewhere',
      url: `http://127.0.0.1:6000/#code=${CODE}`,
    });
  });

  it('refuses anything that is not a loopback launch address', () => {
    for (const text of [
      '',
      'hello',
      `https://127.0.0.1:6000/#code=${CODE}`,
      `http://evil.example/#code=${CODE}`,
      `http://localhost:6000/#code=${CODE}`,
      `${HERE}/`,
      `${HERE}/#code=short`,
    ]) {
      expect(readLaunchAddress(text, HERE)).toBeNull();
    }
  });
});
