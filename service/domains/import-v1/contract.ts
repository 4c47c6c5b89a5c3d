// What crosses the wire of the import from the older version: the files it reads, in the order
// they are imported (a booking names its customer and its place), and the report of a run.

export const OLD_DOCUMENT_KINDS = ['PAYMENT', 'INVOICE'] as const;
export type OldDocumentKind = (typeof OLD_DOCUMENT_KINDS)[number];

/** Each export of the older system, by its file name; later files refer to the earlier ones. */
export const IMPORT_V1_FILES = [
  { kind: 'customers', file: 'clients.csv', label: 'Clients' },
  { kind: 'placeTypes', file: 'types_emplacement.csv', label: "Types d'emplacement" },
  { kind: 'places', file: 'emplacements.csv', label: 'Emplacements' },
  { kind: 'bookings', file: 'sejours.csv', label: 'Séjours' },
  { kind: 'occupants', file: 'occupants.csv', label: 'Occupants' },
  { kind: 'payments', file: 'reglements.csv', label: 'Règlements' },
  { kind: 'invoices', file: 'factures.csv', label: 'Factures' },
] as const;

export type ImportV1Kind = (typeof IMPORT_V1_FILES)[number]['kind'];

/** A row left out, and why, in words the technician can act on. */
export interface RejectedRow {
  file: string;
  /** The line in the file, the header being line 1. */
  line: number;
  oldId: string;
  reason: string;
}

export interface FileReport {
  kind: ImportV1Kind;
  file: string;
  label: string;
  /** False when the folder or the upload has no such file: it is skipped. */
  isPresent: boolean;
  /** Why the whole file was left out (a column missing), or null. */
  problem: string | null;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRow[];
}

export interface ImportV1Report {
  /** False for a dry run: nothing was written. */
  isApplied: boolean;
  files: FileReport[];
}

/** The upload of the screen: all files together stay under this. */
export const IMPORT_V1_UPLOAD_LIMIT = 64 * 1024 * 1024;
