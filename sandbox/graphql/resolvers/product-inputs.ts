/**
 * Reading the product and warehouse-product input types, shared by `product_create`,
 * `product_update` and `warehouse_product_update`, so a field is checked and stored the same way
 * whichever mutation carries it. Each reader throws a bad-argument error before anything changes.
 */
import { encodeId, type Account, type Product, type ProductCase } from '../../data/types.ts';
import { isArgs, optionalInt, optionalString, requiredInt, requiredString } from '../args.ts';
import type { Args } from '../context.ts';
import { badArgument } from '../errors.ts';
import { nextLegacyId, optionalDecimal } from './mutation-support.ts';

export type Dimensions = Product['dimensions'];

/** New products are not measured yet: the service answers "0" for each dimension. */
export const UNMEASURED: Dimensions = { weight: '0', height: '0', width: '0', length: '0' };

export function optionalCount(input: Args, name: string): number | undefined {
  const value = optionalInt(input, name);
  if (value !== undefined && value < 0) {
    throw badArgument(`"${name}" must not be negative, got ${value}`);
  }
  return value;
}

/** A free-text field: trimmed, and an empty string clears it (null), as the service's forms do. */
export function optionalText(input: Args, name: string): string | null | undefined {
  const value = optionalString(input, name);
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function optionalCurrency(input: Args, name: string): string | undefined {
  const currency = optionalString(input, name)?.trim().toUpperCase();
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) {
    throw badArgument(`"${name}" must be a three-letter currency code, got "${currency}"`);
  }
  return currency;
}

/** `dimensions` over `current`: a dimension not sent (or sent empty) keeps its value. */
export function dimensionsOf(input: Args, current: Dimensions): Dimensions {
  const given = input['dimensions'];
  if (!isArgs(given)) return current;
  const read = (name: keyof Dimensions): string => {
    const value = optionalDecimal(given, name);
    if (value !== undefined && value.startsWith('-')) {
      throw badArgument(`"dimensions.${name}" must not be negative, got "${value}"`);
    }
    return value === undefined || value === '' ? current[name] : value;
  };
  return {
    weight: read('weight'),
    height: read('height'),
    width: read('width'),
    length: read('length'),
  };
}

/** `tags` as a whole new list (blank entries and repeats left out), or undefined when not sent. */
export function productTags(input: Args): string[] | undefined {
  const tags = input['tags'];
  if (!Array.isArray(tags)) return undefined;
  const kept = tags
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(kept)];
}

/** `images` as a whole new list, in `position` order (missing positions follow the list). */
export function productImages(input: Args): Product['images'] | undefined {
  const images = input['images'];
  if (!Array.isArray(images)) return undefined;
  return images
    .filter(isArgs)
    .map((image, index) => {
      const src = requiredString(image, 'src').trim();
      if (src === '') throw badArgument('"images.src" must not be empty');
      return { src, position: optionalInt(image, 'position') ?? index + 1 };
    })
    .sort((a, b) => a.position - b.position);
}

/** `cases` as a whole new list; one case per barcode, each holding at least one unit. */
export function productCases(account: Account, input: Args): ProductCase[] | undefined {
  const cases = input['cases'];
  if (!Array.isArray(cases)) return undefined;
  const read = cases.filter(isArgs).map((entry) => {
    const barcode = requiredString(entry, 'case_barcode').trim();
    const quantity = requiredInt(entry, 'case_quantity');
    if (barcode === '') throw badArgument('"cases.case_barcode" must not be empty');
    if (quantity < 1) throw badArgument(`"cases.case_quantity" must be positive, got ${quantity}`);
    return { barcode, quantity };
  });
  if (new Set(read.map((c) => c.barcode)).size !== read.length) {
    throw badArgument('Each case barcode may appear only once');
  }
  // Ids are taken only once every case is valid, so a refused call uses none.
  return read.map(({ barcode, quantity }) => {
    const legacyId = nextLegacyId(account, 'Case');
    return {
      id: encodeId('Case', legacyId),
      legacy_id: legacyId,
      case_barcode: barcode,
      case_quantity: quantity,
    };
  });
}

/**
 * Product vendors are the one product input the sandbox does not keep: a vendor link needs the
 * vendor to exist, and the sandbox keeps no vendors on products. Refused as a bad argument (the
 * service's own code for input it will not take) rather than dropped.
 */
export function refuseVendors(input: Args): void {
  const vendors = input['vendors'];
  if (Array.isArray(vendors) && vendors.length > 0) {
    throw badArgument('"vendors" is not kept by the sandbox; send the product without vendors');
  }
}
