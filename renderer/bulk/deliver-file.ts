/**
 * A file main made: in Electron it was already saved through the Save dialog; in the web host
 * the text comes back and the browser downloads it.
 */
import type { FileDelivery } from '../../shared/bulk/import-contract.ts';

export function deliverFile(delivery: FileDelivery): string | null {
  if (delivery.kind === 'cancelled') return null;
  if (delivery.kind === 'saved') return `Saved ${delivery.fileName}.`;
  const url = URL.createObjectURL(new Blob([delivery.text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = delivery.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return `Downloaded ${delivery.fileName}.`;
}
