/**
 * The desktop app's update, as the renderer shows it: nothing to say, an update downloaded and
 * ready ("Restart to update"), or a failed check. The web host never updates: always `none`.
 */
export type UpdateStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'ready'; readonly version: string }
  | { readonly kind: 'failed'; readonly message: string };
