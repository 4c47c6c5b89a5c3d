import { describe, expect, it } from 'vitest';
import { allows, fromFlags, strongest, toFlags } from './rights';
import { resolveRight } from './rules';

describe('rights codes', () => {
  it.each([
    ['000', { canSelect: false, canWrite: false, canDelete: false }],
    ['001', { canSelect: true, canWrite: false, canDelete: false }],
    ['011', { canSelect: true, canWrite: true, canDelete: false }],
    ['111', { canSelect: true, canWrite: true, canDelete: true }],
  ] as const)('"%s" gives its read, write and delete flags', (code, flags) => {
    expect(toFlags({ code, canExport: false })).toEqual({ ...flags, canExport: false });
    expect(fromFlags({ ...flags, canExport: false })).toEqual({ code, canExport: false });
  });

  it('flags that form no code are refused: write without read, delete without write, export without read', () => {
    expect(fromFlags({ canSelect: false, canWrite: true, canDelete: false, canExport: false })).toBeUndefined();
    expect(fromFlags({ canSelect: true, canWrite: false, canDelete: true, canExport: false })).toBeUndefined();
    expect(fromFlags({ canSelect: false, canWrite: false, canDelete: false, canExport: true })).toBeUndefined();
  });

  it('export is a flag of its own beside the code', () => {
    expect(allows({ code: '111', canExport: false }, 'export')).toBe(false);
    expect(allows({ code: '001', canExport: true }, 'export')).toBe(true);
    expect(allows({ code: '000', canExport: true }, 'export')).toBe(false);
  });

  it('the strongest of two rights keeps the higher code and any export', () => {
    expect(strongest({ code: '001', canExport: true }, { code: '011', canExport: false })).toEqual({
      code: '011',
      canExport: true,
    });
  });

  it('"A system flag unlocks backup and update, file verification and import from the older version"', () => {
    const rights = new Map([['system_backup', { code: '111' as const, canExport: false }]]);
    expect(resolveRight({ isAdmin: true, isSysteme: false }, 'system_backup', rights).code).toBe('000');
    expect(resolveRight({ isAdmin: false, isSysteme: true }, 'system_backup', rights).code).toBe('111');
    expect(resolveRight({ isAdmin: true, isSysteme: false }, 'customer_partner_customer_list', new Map()).code).toBe(
      '111',
    );
  });
});
