// security/header-custom-name: the site renames top-menu headers; the menu tree shows the new name.
import { eq } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import { contains } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { type HeaderCustomNameInput, headerCustomNameCriteriaSchema, headerCustomNameInputSchema } from './contract';
import { menuTree } from './menu';
import { headerCustomNames } from './schema';

type Row = typeof headerCustomNames.$inferSelect;
const headerName = (headerId: number) => menuTree.find((h) => h.id === headerId)?.name;

export const headerCustomNameEntity = tableEntity<
  Row,
  HeaderCustomNameInput,
  typeof headerCustomNameCriteriaSchema._output
>({
  base: 'security/header-custom-name',
  functionality: 'establishment_access_header_custom_name_list',
  label: 'Noms des menus',
  table: headerCustomNames,
  input: headerCustomNameInputSchema,
  criteria: headerCustomNameCriteriaSchema,
  filter: (c, col) => [contains(col.customName, c.customName)],
  sortable: ['headerId', 'customName'],
  defaultSort: 'headerId',
  defaults: () => ({ headerId: 0, customName: '' }),
  choices: () => ({ availableHeader: menuTree.map((h) => ({ id: h.id, name: h.name })) }),
  check: ({ db }, input) => {
    if (!headerName(input.headerId)) throw fieldError('headerId', 'VALIDATION');
    const renamed = db.select().from(headerCustomNames).where(eq(headerCustomNames.headerId, input.headerId)).get();
    if (renamed && renamed.id !== input.id) throw fieldError('headerId', 'HEADER_ALREADY_RENAMED');
  },
  csv: [
    { header: 'Menu', value: (r) => headerName(r.headerId) },
    { header: 'Nom personnalisé', value: (r) => r.customName },
  ],
  labelOf: (r) => r.customName,
});
