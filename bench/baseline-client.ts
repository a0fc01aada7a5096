/**
 * What public integrations do (docs/service-notes.md "How other clients cope with throttling"):
 * pages of 100, no pacing, and on code 30 wait the digits of `time_remaining` plus one second and
 * retry. Plain fetch, no broker: the baseline the sync benchmark compares against.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { WireCounts } from './wire.ts';
import { ERROR_CODES } from '../shared/wire/service.ts';

const QUERY = readFileSync(
  new URL('../shared/operations/ProductsPage.graphql', import.meta.url),
  'utf8',
);
const PAGE = 100;
const RETRIES = 50;

interface Reply {
  data?: {
    products?: {
      data?: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: unknown[];
      } | null;
    } | null;
  } | null;
  errors?: { code?: number; time_remaining?: string }[];
  extensions?: { throttling?: { cost?: number } };
}

export interface BaselinePass {
  records: number;
  pages: number;
  cost: number;
  /** Every credit charged, including the one each refused request costs. */
  creditsSpent: number;
  seconds: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`baseline sign-in failed: HTTP ${response.status}`);
  return body.access_token;
}

export async function baselineSync(
  baseUrl: string,
  credentials: { readonly username: string; readonly password: string },
  wire: WireCounts,
): Promise<BaselinePass> {
  const token = await signIn(baseUrl, credentials.username, credentials.password);
  const pass: BaselinePass = { records: 0, pages: 0, cost: 0, creditsSpent: 0, seconds: 0 };
  const started = performance.now();
  let after: string | null = null;
  let retries = 0;
  for (;;) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: QUERY,
        operationName: 'ProductsPage',
        variables: { first: PAGE, after },
      }),
    });
    wire.requests++;
    if (response.status === 429) {
      wire.http429++;
      await sleep(1000);
      continue;
    }
    const reply = (await response.json()) as Reply;
    pass.creditsSpent += reply.extensions?.throttling?.cost ?? 0;
    const error = reply.errors?.[0];
    if (error?.code === ERROR_CODES.notEnoughCredits) {
      wire.code30++;
      const digits = /\d+/.exec(error.time_remaining ?? '')?.[0];
      if (digits === undefined || digits === '0' || ++retries > RETRIES) {
        throw new Error(`baseline gave up: ${JSON.stringify(error)}`);
      }
      await sleep((Number(digits) + 1) * 1000);
      continue;
    }
    const page = reply.data?.products?.data;
    if (error || !page) throw new Error(`baseline failed: ${JSON.stringify(error ?? reply)}`);
    retries = 0;
    pass.pages++;
    pass.records += page.edges.length;
    pass.cost += reply.extensions?.throttling?.cost ?? 0;
    after = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage || after === null) break;
  }
  pass.seconds = (performance.now() - started) / 1000;
  return pass;
}
