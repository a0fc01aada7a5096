/**
 * Fields the service withholds without `view:pii` (docs/service-notes.md "PII"), as `Type.field`
 * ids, limited to those that exist in the published schema. The rule's "user hourly rates" and
 * "inbound shipment booking contacts and receiving worker names" have no field in the schema.
 * Address `state` and `country` are deliberately absent: the specification says they are not
 * protected.
 */
export const PII_FIELDS: ReadonlySet<string> = new Set([
  // order e-mail and tax identifiers
  'Order.email',
  'Order.tax_id',
  // shipping and billing contact details
  'OrderAddress.first_name',
  'OrderAddress.last_name',
  'OrderAddress.company',
  'OrderAddress.address1',
  'OrderAddress.address2',
  'OrderAddress.city',
  'OrderAddress.zip',
  'OrderAddress.email',
  'OrderAddress.phone',
  // third-party shipping account numbers
  'OrderThirdPartyShipper.account_number',
  // warehouse invoice e-mail, phone and address details (Address also serves vendors and returns)
  'Warehouse.invoice_email',
  'Warehouse.phone_number',
  'Address.name',
  'Address.address1',
  'Address.address2',
  'Address.city',
  'Address.zip',
  'Address.phone',
  // vendor e-mail and account numbers
  'Vendor.email',
  'Vendor.account_number',
  // billing customer names and fulfillment invoice card information
  'Bill.customer_name',
  'FulfillmentInvoice.cc_info',
  // return label recipient and address details (state and country, as above, are not protected)
  'RMALabelType.to_name',
  'RMALabelType.address1',
  'RMALabelType.address2',
  'RMALabelType.address_city',
  'RMALabelType.address_zip',
]);

export const PII_SCOPE = 'view:pii';

export function isPiiField(parentType: string, field: string): boolean {
  return PII_FIELDS.has(`${parentType}.${field}`);
}
