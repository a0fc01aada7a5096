/**
 * Counts what crossed the wire: GraphQL requests, code-30 replies and HTTP 429s. Bodies are only
 * scanned for an `errors` key, so a 4,000-product page is not parsed a second time.
 */
export interface WireCounts {
  requests: number;
  code30: number;
  http429: number;
  /** `user_quota` looks (the pacer's refreshes and a sync's first look). */
  quota: number;
}

export function countingFetch(base: typeof fetch = fetch): {
  fetch: typeof fetch;
  counts: WireCounts;
} {
  const counts: WireCounts = { requests: 0, code30: 0, http429: 0, quota: 0 };
  const wrapped: typeof fetch = async (input, init) => {
    const response = await base(input, init);
    if (!String(input instanceof Request ? input.url : input).endsWith('/graphql')) return response;
    counts.requests++;
    if (typeof init?.body === 'string' && init.body.includes('"operationName":"Quota"')) {
      counts.quota++;
    }
    if (response.status === 429) counts.http429++;
    const text = await response.clone().text();
    // `"errors":` can only be a key: quotes inside JSON strings are escaped.
    if (text.includes('"errors":') && /"code":\s*30\b/.test(text)) counts.code30++;
    return response;
  };
  return { fetch: wrapped, counts };
}
