/**
 * Vendor mutations: `vendor_create` (name and e-mail required, as `CreateVendorInput` has them),
 * `vendor_delete` (refused while an open PO names the vendor; its links go with it), and the
 * product links `vendor_add_product` (adds, or updates the vendor's SKU and price of an
 * existing link) and `vendor_remove_product`. The link mutations answer `MutationOutput`: only
 * `request_id` and `complexity`. A refused request changes nothing.
 */
import { isOpen } from '../../data/purchase-order-records.ts';
import type { ProductVendor, Vendor } from '../../data/types.ts';
import { encodeId, isoDateTime } from '../../data/types.ts';
import { isArgs, mutationInput, optionalInt, optionalText, requiredString } from '../args.ts';
import { rootKeyOf, type Args, type RequestContext, type RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, optionalDecimal, result } from './mutation-support.ts';

function vendorFor(context: RequestContext, input: Args): Vendor {
  const id = requiredString(input, 'vendor_id');
  const vendor = context.account.vendors.find((v) => v.id === id);
  if (!vendor) throw notFound('Vendor not found');
  return vendor;
}

function createVendor(context: RequestContext, input: Args): Vendor {
  const { account } = context;
  const name = requiredString(input, 'name').trim();
  const email = requiredString(input, 'email').trim();
  if (name === '') throw badArgument('"name" must not be empty');
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw badArgument(`"email" is not an e-mail address`);
  const address = isArgs(input['address']) ? input['address'] : {};
  const legacyId = nextLegacyId(account, 'Vendor');
  const vendor: Vendor = {
    id: encodeId('Vendor', legacyId),
    legacy_id: legacyId,
    account_id: account.id,
    name,
    email,
    account_number: optionalText(input, 'account_number'),
    address: {
      name: optionalText(address, 'name'),
      address1: optionalText(address, 'address1'),
      address2: optionalText(address, 'address2'),
      city: optionalText(address, 'city'),
      state: optionalText(address, 'state'),
      country: optionalText(address, 'country'),
      zip: optionalText(address, 'zip'),
      phone: optionalText(address, 'phone'),
    },
    currency: optionalText(input, 'currency') ?? 'USD',
    internal_note: optionalText(input, 'internal_note'),
    default_po_note: optionalText(input, 'default_po_note'),
    logo: optionalText(input, 'logo'),
    partner_vendor_id: optionalInt(input, 'partner_vendor_id') ?? null,
    created_at: isoDateTime(context.now),
  };
  account.vendors.push(vendor);
  account.version++;
  return vendor;
}

function addProduct(context: RequestContext, input: Args): void {
  const { account } = context;
  const vendor = vendorFor(context, input);
  const sku = requiredString(input, 'sku');
  if (!account.productsBySku.has(sku)) throw notFound(`Product "${sku}" not found`);
  const price = optionalDecimal(input, 'price');
  const links = account.productVendors.get(sku) ?? [];
  const existing = links.find((link) => link.vendor_id === vendor.id);
  const link: ProductVendor = {
    vendor_id: vendor.id,
    vendor_sku: optionalText(input, 'manufacturer_sku') ?? existing?.vendor_sku ?? sku,
    price: price || existing?.price || '0.00',
  };
  account.productVendors.set(
    sku,
    existing ? links.map((l) => (l === existing ? link : l)) : [...links, link],
  );
  account.version++;
}

function removeProduct(context: RequestContext, input: Args): void {
  const { account } = context;
  const vendor = vendorFor(context, input);
  const sku = requiredString(input, 'sku');
  const links = account.productVendors.get(sku) ?? [];
  const rest = links.filter((link) => link.vendor_id !== vendor.id);
  if (rest.length === links.length) {
    throw notFound(`Vendor "${vendor.name}" does not supply "${sku}"`);
  }
  if (rest.length === 0) account.productVendors.delete(sku);
  else account.productVendors.set(sku, rest);
  account.version++;
}

/** Deletes a vendor and its product links; refused while an open PO names it. */
function deleteVendor(context: RequestContext, input: Args): void {
  const { account } = context;
  const vendor = vendorFor(context, input);
  const open = account.purchaseOrders.find((po) => po.vendor_id === vendor.id && isOpen(po));
  if (open) {
    throw badArgument(`Vendor "${vendor.name}" has an open purchase order (${open.po_number})`);
  }
  account.vendors = account.vendors.filter((v) => v !== vendor);
  for (const [sku, links] of account.productVendors) {
    const rest = links.filter((link) => link.vendor_id !== vendor.id);
    if (rest.length === 0) account.productVendors.delete(sku);
    else if (rest.length !== links.length) account.productVendors.set(sku, rest);
  }
  account.version++;
}

/** `MutationOutput`: the wrapper without an entity. */
const output =
  (run: (context: RequestContext, input: Args) => void): RootResolver =>
  (args, context, info) => {
    run(context, mutationInput(args));
    return { request_id: context.requestId, complexity: context.estimates[rootKeyOf(info)] ?? 1 };
  };

export const vendorMutationResolvers: Readonly<Record<string, RootResolver>> = {
  vendor_create: (args, context, info) =>
    result(context, info, 'vendor', createVendor(context, mutationInput(args))),
  vendor_add_product: output(addProduct),
  vendor_remove_product: output(removeProduct),
  vendor_delete: output(deleteVendor),
};
