import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../wire/service.ts';
import {
  bridgeErrorOf,
  errorsAt,
  isNotFound,
  scopesFromMessage,
  wholeFailureOf,
} from './service-errors.ts';

describe('bridgeErrorOf: one mapping from service codes to tagged errors', () => {
  it('maps a bad argument (3) to invalid-input, never to server', () => {
    expect(
      bridgeErrorOf({ message: 'Invalid Order id "x"', code: ERROR_CODES.badArgument }),
    ).toEqual({ kind: 'invalid-input', message: 'Invalid Order id "x"' });
  });

  it('maps a missing scope (7) to missing-scope with the scopes named in the message', () => {
    const message = 'Missing required scope(s): view:orders, view:pii';
    expect(bridgeErrorOf({ message, code: ERROR_CODES.missingScope })).toEqual({
      kind: 'missing-scope',
      scopes: ['view:orders', 'view:pii'],
      message,
    });
  });

  it('reads a code 30 beside data (a change that ran in part) as retryable throttling', () => {
    expect(bridgeErrorOf({ message: 'not enough', code: ERROR_CODES.notEnoughCredits })).toEqual({
      kind: 'throttled',
      retryable: true,
      requiredCredits: null,
      retryInSeconds: null,
      message: 'Not enough API credits right now; try again shortly.',
    });
  });

  it('keeps not found (5), other codes and HTTP failures as server errors with their numbers', () => {
    const notFound = bridgeErrorOf({ message: 'Order not found', code: ERROR_CODES.notFound });
    expect(notFound).toEqual({ kind: 'server', message: 'Order not found', code: 5 });
    expect(isNotFound(notFound)).toBe(true);
    const http = bridgeErrorOf({ message: 'HTTP 400', code: null }, 400);
    expect(http).toEqual({ kind: 'server', message: 'HTTP 400', status: 400 });
    expect(isNotFound(http)).toBe(false);
    expect(isNotFound(bridgeErrorOf({ message: 'x', code: 3 }))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });

  it('reads scopes only after "scope(s):", and only scope-shaped words', () => {
    expect(scopesFromMessage('Missing required scope(s): view:orders')).toEqual(['view:orders']);
    expect(scopesFromMessage('Not allowed')).toEqual([]);
    expect(scopesFromMessage('scope(s): and, view:pii')).toEqual(['view:pii']);
  });
});

describe('wholeFailureOf: partial data or a failure', () => {
  const wrapper = (data: unknown) => ({ request_id: 'r', complexity: 1, data });
  const at = (...path: (string | number)[]) => ({ message: `at ${path.join('.')}`, code: 3, path });

  it('is null without errors', () => {
    expect(wholeFailureOf({ order: null }, [])).toBeNull();
  });

  it('keeps an error deeper than the wrapper as partial', () => {
    const data = { order: wrapper({ id: 'x', line_items: null }) };
    expect(wholeFailureOf(data, [at('order', 'data', 'line_items')])).toBeNull();
  });

  it('keeps a relationship field that lacked its scope as partial (code 7 inside the data)', () => {
    const data = { order: wrapper({ id: 'x', shipments: null, returns: [] }) };
    const missing = {
      message: 'Missing required scope(s): view:shipments',
      code: 7,
      path: ['order', 'data', 'shipments'],
    };
    expect(wholeFailureOf(data, [missing])).toBeNull();
  });

  it('fails when the only root field is null, or its wrapper lost its data', () => {
    const root = at('order');
    expect(wholeFailureOf({ order: null }, [root])).toBe(root);
    const inner = at('products', 'data');
    expect(wholeFailureOf({ products: wrapper(null) }, [inner])).toBe(inner);
  });

  it('keeps one root field’s failure partial while another root field holds data', () => {
    const missing = at('orders');
    const data = { orders: null, products: wrapper({ edges: [] }) };
    expect(wholeFailureOf(data, [missing])).toBeNull();
    expect(wholeFailureOf({ orders: null, products: null }, [at('products'), missing])).toEqual(
      at('products'),
    );
  });

  it('fails on errors about the whole document (no data)', () => {
    const syntax = { message: 'Syntax Error', code: 3, path: [] };
    expect(wholeFailureOf(null, [syntax])).toBe(syntax);
  });
});

describe('errorsAt: the errors of one root field or one field', () => {
  const at = (...path: (string | number)[]) => ({ message: path.join('.'), code: 7, path });
  const errors = [
    at('order_clear_tags'),
    at('order', 'data', 'shipments'),
    at('order', 'data', 'returns'),
  ];

  it('keeps the errors at the path and below it, nothing beside it', () => {
    expect(errorsAt(errors, 'order_clear_tags')).toEqual([at('order_clear_tags')]);
    expect(errorsAt(errors, 'order')).toHaveLength(2);
    expect(errorsAt(errors, 'order', 'data', 'shipments')).toEqual([
      at('order', 'data', 'shipments'),
    ]);
    expect(errorsAt(errors, 'order_add_tags')).toEqual([]);
  });
});
