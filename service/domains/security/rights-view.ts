// Rights as the wire shows them (areas of functionalities with four flags) and back.
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import type { RightAreaDto, RightsInput } from './contract';
import { areas, functionalities, functionalityByCode } from './functionalities';
import { fromFlags, noRight, type Right, toFlags } from './rights';

export function rightsView(rightOf: (code: string) => Right): RightAreaDto[] {
  return areas.map((area) => ({
    code: area.code,
    label: area.label,
    subFunctionalities: functionalities
      .filter((f) => f.area === area.code)
      .map((f) => {
        const right = rightOf(f.code);
        return { code: f.code, label: f.label, right: right.code, ...toFlags(right) };
      }),
  }));
}

export function storedRightsView(rights: ReadonlyMap<string, Right>): RightAreaDto[] {
  return rightsView((code) => rights.get(code) ?? noRight);
}

/** Validates every entry: a known functionality, flags forming 000/001/011/111. */
export function parseRights(input: RightsInput['rights']): Map<string, Right> {
  const fields: Record<string, ErrorCode> = {};
  const rights = new Map<string, Right>();
  input.forEach((entry, i) => {
    const right = fromFlags(entry);
    if (!functionalityByCode(entry.code) || !right) fields[`rights.${i}`] = 'INVALID_RIGHT_CODE';
    else rights.set(entry.code, right);
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION', { fields });
  return rights;
}
