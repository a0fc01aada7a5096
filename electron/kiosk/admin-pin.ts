import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/**
 * The administrator PIN that leaves kiosk mode. Only a salted scrypt hash is stored, in
 * the administrator-locked settings file; the record carries its own parameters so a hash made on
 * one machine verifies on another.
 */

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** About 32 MiB and a few dozen milliseconds per check: cheap once, expensive by the million. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const PIN_RULE = 'The PIN must be 6 to 12 digits.';
/** Digits only: the kiosk's exit screen is a touch keypad. */
const PIN_PATTERN = /^[0-9]{6,12}$/;

export function isWellFormedPin(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}

const base64 = (min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    .refine((value) => {
      const bytes = Buffer.from(value, 'base64').length;
      return bytes >= min && bytes <= max;
    }, `must decode to ${min}–${max} bytes`);

/**
 * A stored PIN hash. The bounds keep a hand-edited or hostile settings file from making each
 * check take minutes or gigabytes.
 */
export const pinRecordSchema = z.strictObject({
  algorithm: z.literal('scrypt'),
  N: z
    .number()
    .int()
    .min(2 ** 14)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two'),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(4),
  salt: base64(16, 64),
  hash: base64(32, 64),
});
export type PinRecord = z.infer<typeof pinRecordSchema>;

function derive(pin: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs about 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that for the
    // defaults, so leave headroom.
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(pin.normalize('NFKC'), salt, length, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export interface HashPinOptions {
  readonly params?: ScryptParams;
  /** Tests only; a fresh random salt otherwise. */
  readonly salt?: Buffer;
}

/** The record to store for a new PIN; throws on a malformed PIN. */
export async function hashPin(pin: string, options: HashPinOptions = {}): Promise<PinRecord> {
  if (!isWellFormedPin(pin)) throw new Error(PIN_RULE);
  const params = options.params ?? DEFAULT_SCRYPT_PARAMS;
  const salt = options.salt ?? randomBytes(SALT_BYTES);
  const hash = await derive(pin, salt, params, KEY_BYTES);
  return pinRecordSchema.parse({
    algorithm: 'scrypt',
    ...params,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
  });
}

/** Whether `pin` matches the record; the comparison takes the same time wherever they differ. */
export async function verifyPin(pin: string, record: PinRecord): Promise<boolean> {
  if (!isWellFormedPin(pin)) return false;
  const expected = Buffer.from(record.hash, 'base64');
  const actual = await derive(pin, Buffer.from(record.salt, 'base64'), record, expected.length);
  return timingSafeEqual(actual, expected);
}
