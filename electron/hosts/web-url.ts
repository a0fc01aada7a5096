/**
 * What either host's `openExternal` may hand to a browser: http and https URLs only, never a
 * file:, javascript: or custom-scheme URL that a desktop handler would act on.
 */
export function webUrlOrThrow(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error('Only http and https URLs are opened');
  }
  return parsed.href;
}
