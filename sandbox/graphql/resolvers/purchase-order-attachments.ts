/**
 * PO attachments from `CreatePurchaseOrderAttachmentInput` (on create) and
 * `AddPurchaseOrderAttachmentInput` (`purchase_order_add_attachment`). The sandbox stores the
 * address it is given and fetches nothing: `url` must be an http(s) address, the rest is kept as
 * sent. Checking and storing are separate steps so a refused request writes nothing.
 */
import { attachmentRecord } from '../../data/purchase-order-records.ts';
import { isoDateTime, type PurchaseOrderAttachment } from '../../data/types.ts';
import { optionalText, requiredString } from '../args.ts';
import type { Args, RequestContext } from '../context.ts';
import { badArgument } from '../errors.ts';
import { nextLegacyId } from './mutation-support.ts';

export interface AttachmentInput {
  url: string;
  filename: string | null;
  description: string | null;
  fileType: string | null;
}

export function checkAttachment(input: Args): AttachmentInput {
  const url = requiredString(input, 'url').trim();
  if (!/^https?:\/\/\S+$/.test(url))
    throw badArgument('Attachment "url" must be an http(s) address');
  return {
    url,
    filename: optionalText(input, 'filename'),
    description: optionalText(input, 'description'),
    fileType: optionalText(input, 'file_type'),
  };
}

export function storeAttachment(
  context: RequestContext,
  poNumber: string,
  input: AttachmentInput,
): PurchaseOrderAttachment {
  const record = attachmentRecord(
    (type) => nextLegacyId(context.account, type),
    context.account.id,
    context.principal.user.id,
    poNumber,
    { filename: input.filename ?? input.url.split('/').pop() ?? 'attachment', description: '' },
    isoDateTime(context.now),
  );
  return {
    ...record,
    url: input.url,
    description: input.description,
    file_type: input.fileType,
    file_size: null,
  };
}
