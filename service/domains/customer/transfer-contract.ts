// What a packet of the customer transfer carries over the wire (the screen reads it).

/** « Customer export goes in packets of 5000 clients using an offset ». */
export const TRANSFER_PACKET_SIZE = 5000;

export interface TransferPacket {
  offset: number;
  /** How many customers this packet holds. */
  count: number;
  /** All the customers, counted as this packet was read. */
  total: number;
  /** Where the next packet starts, or null after the last one. */
  nextOffset: number | null;
  /** The packet's CSV lines; the first packet carries the BOM and the header line. */
  csv: string;
}
