import type { ServerResponse } from 'node:http';

/**
 * The small pages the loopback server shows in the user's browser. Static text only: nothing
 * from the request is echoed back, so no code or state can end up in a page.
 */

export interface CallbackPage {
  readonly status: number;
  readonly title: string;
  readonly message: string;
}

export const PAGES = {
  done: { status: 200, title: 'Signed in', message: 'You can return to Floorboard.' },
  denied: {
    status: 200,
    title: 'Sign-in cancelled',
    message: 'Access was not granted. You can return to Floorboard and try again.',
  },
  authorizationError: {
    status: 200,
    title: 'Sign-in failed',
    message: 'The sign-in server reported a problem. Return to Floorboard for details.',
  },
  badState: {
    status: 400,
    title: 'Sign-in link not recognised',
    message:
      'This response does not belong to the current Floorboard sign-in (it may come from an ' +
      'older tab). Return to Floorboard and start the sign-in again if it is still waiting.',
  },
  finished: {
    status: 410,
    title: 'Sign-in already finished',
    message: 'This sign-in has already finished. You can return to Floorboard.',
  },
  badHost: { status: 400, title: 'Bad request', message: 'Unexpected host.' },
  notFound: { status: 404, title: 'Not found', message: 'Nothing here.' },
  methodNotAllowed: { status: 405, title: 'Method not allowed', message: 'Only GET is served.' },
} as const satisfies Record<string, CallbackPage>;

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
} as const;

export function sendPage(res: ServerResponse, page: CallbackPage): void {
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title} · Floorboard</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}</style>' +
    `</head><body><h1>${page.title}</h1><p>${page.message}</p></body></html>`;
  res.writeHead(page.status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...(page.status === 405 ? { Allow: 'GET' } : {}),
  });
  res.end(body);
}

/** 302 to the done page, so the code leaves the address bar and the history entry. */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { ...SECURITY_HEADERS, Location: location, 'Content-Length': 0 });
  res.end();
}
