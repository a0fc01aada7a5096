/**
 * How a chosen file travels to main: base64 chunks this long, well inside the bridge's payload
 * limit. Apart from the contract's schemas so the renderer can import it without zod.
 */
export const UPLOAD_CHUNK_CHARS = 48 * 1024;
