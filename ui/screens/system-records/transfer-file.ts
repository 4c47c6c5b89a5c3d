// The customers' transfer read packet after packet: each answer says where the next one starts
// (null after the last), the first one carries the BOM and the header line, so the file is their
// CSV laid end to end.
import type { TransferPacket } from '../../../service/domains/customer/transfer-contract';
import { api } from '../../api/client';

/** Reads every packet, reporting the customers read so far, and answers the whole CSV text. */
export async function readTransfer(onProgress: (done: number, total: number) => void): Promise<string> {
  const parts: string[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const packet: TransferPacket = await api<TransferPacket>(`customer/transfer?offset=${offset}`);
    parts.push(packet.csv);
    onProgress(packet.offset + packet.count, packet.total);
    offset = packet.nextOffset;
  }
  return parts.join('');
}

/** « clients-AAAAMMJJ.csv » of the Paris day given as 'YYYY-MM-DD'. */
export function transferFileName(day: string): string {
  return `clients-${day.replaceAll('-', '')}.csv`;
}

/** Hands the text to the browser as a file to save. */
export function saveText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // The browser has taken the file once the click is handled; the URL is then only memory held.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
