/**
 * Size limits of the bridge, apart from the contract's zod schemas so the renderer can import
 * them without pulling zod into its bundle (it never validates payloads; main does).
 */

/** Largest serialised payload main accepts from the renderer. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
