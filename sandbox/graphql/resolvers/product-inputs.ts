/**
 * Reading the product and warehouse-product input types, shared by `product_create`,
 * `product_update` and `warehouse_product_update`, so a field is checked and stored the same way
 * whichever mutation carries it. Each reader throws a bad-argument error before anything changes.
 */
import {
  encodeId,
  type Account,
  type Product,
  type ProductCase,
  type ProductVendor,
} from '../../data/types.ts';
import { isArgs, optionalInt, optionalString, requiredInt, requiredString } from '../args.ts';
import type { Args } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
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
 * `vendors` over the product's current links (the same links `vendor_add_product` makes): each
 * entry adds a link or, for a vendor already linked, changes its SKU and price where given. The
 * vendor must exist (code 5 otherwise); undefined when not sent.
 */
export function productVendorLinks(
  account: Account,
  input: Args,
  sku: string,
  current: readonly ProductVendor[],
): ProductVendor[] | undefined {
  const vendors = input['vendors'];
  if (!Array.isArray(vendors)) return undefined;
  const links = [...current];
  for (const entry of vendors.filter(isArgs)) {
    const vendorId = requiredString(entry, 'vendor_id');
    if (!account.vendors.some((v) => v.id === vendorId)) {
      throw notFound(`Vendor "${vendorId}" not found`);
    }
    const price = optionalDecimal(entry, 'price');
    const index = links.findIndex((link) => link.vendor_id === vendorId);
    const existing = links[index];
    const link: ProductVendor = {
      vendor_id: vendorId,
      vendor_sku: optionalString(entry, 'vendor_sku')?.trim() || existing?.vendor_sku || sku,
      price: price || existing?.price || '0.00',
    };
    if (existing) links[index] = link;
    else links.push(link);
  }
  return links;
}
