import { describe, expect, it } from 'vitest';
import { SCOPE_PRESETS } from '../../shared/catalogues/scope-presets.ts';
import { checkGrantedScopes, resolveGrantedScopes } from './scope-check.ts';

const accountManager = SCOPE_PRESETS.find((p) => p.id === 'account-manager')?.scopes ?? [];

describe('granted scopes', () => {
  it('reports nothing when everything requested was granted', () => {
    expect(checkGrantedScopes(accountManager, [...accountManager].reverse())).toBeUndefined();
  });

  it('names every requested scope that was not granted', () => {
    const granted = accountManager.filter((s) => s !== 'view:pii' && s !== 'change:orders');
    const problem = checkGrantedScopes(accountManager, granted);
    expect(problem).toMatchObject({
      kind: 'scopes-missing',
      missing: ['view:pii', 'change:orders'],
    });
    expect(problem?.message).toContain('view:pii');
  });

  it('does not treat extra granted scopes as a problem', () => {
    expect(checkGrantedScopes(['view:orders'], ['view:orders', 'view:products'])).toBeUndefined();
  });

  it('takes the token response scope first, then the JWT claim, then the request', () => {
    expect(resolveGrantedScopes(['a', 'b'], 'a', 'a b')).toEqual(['a']);
    expect(resolveGrantedScopes(['a', 'b'], undefined, 'b  a')).toEqual(['b', 'a']);
    expect(resolveGrantedScopes(['a', 'b'], undefined, undefined)).toEqual(['a', 'b']);
    expect(resolveGrantedScopes(['a'], '', 'a')).toEqual([]);
  });
});
