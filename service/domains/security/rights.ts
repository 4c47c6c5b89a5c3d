// Rights codes of the spec: three characters, delete-write-read, plus a separate export flag.
// 000 none, 001 read only, 011 create and modify, 111 create, modify and delete.
export const rightCodes = ['000', '001', '011', '111'] as const;
export type RightCode = (typeof rightCodes)[number];

export type Need = 'read' | 'write' | 'delete' | 'export';

export interface Right {
  readonly code: RightCode;
  readonly canExport: boolean;
}

export const noRight: Right = { code: '000', canExport: false };
export const fullRight: Right = { code: '111', canExport: true };

export interface RightFlags {
  readonly canSelect: boolean;
  readonly canWrite: boolean;
  readonly canDelete: boolean;
  readonly canExport: boolean;
}

export function toFlags(right: Right): RightFlags {
  return {
    canSelect: right.code !== '000',
    canWrite: right.code === '011' || right.code === '111',
    canDelete: right.code === '111',
    canExport: right.canExport && right.code !== '000',
  };
}

/** Flags back to a code; undefined when they do not form one of the four codes (write without read...). */
export function fromFlags(flags: RightFlags): Right | undefined {
  const { canSelect, canWrite, canDelete, canExport } = flags;
  let code: RightCode;
  if (canDelete) code = '111';
  else if (canWrite) code = '011';
  else if (canSelect) code = '001';
  else code = '000';
  const consistent = (!canDelete || canWrite) && (!canWrite || canSelect) && (!canExport || canSelect);
  return consistent ? { code, canExport } : undefined;
}

export function allows(right: Right, need: Need): boolean {
  const flags = toFlags(right);
  switch (need) {
    case 'read':
      return flags.canSelect;
    case 'write':
      return flags.canWrite;
    case 'delete':
      return flags.canDelete;
    case 'export':
      return flags.canExport;
  }
}

/** The stronger of two rights: a user in several groups gets the best of each. */
export function strongest(a: Right, b: Right): Right {
  const order = rightCodes.indexOf(a.code) >= rightCodes.indexOf(b.code) ? a.code : b.code;
  return { code: order, canExport: a.canExport || b.canExport };
}
