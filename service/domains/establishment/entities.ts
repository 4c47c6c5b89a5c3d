import { eq, sql } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import { contains } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { type CurrencyInput, currencyCriteriaSchema, currencyInputSchema } from './contract';
import { currencies } from './schema';

type Currency = typeof currencies.$inferSelect;

export const currencyEntity = tableEntity<Currency, CurrencyInput, typeof currencyCriteriaSchema._output>({
  base: 'establishment/currency',
  functionality: 'establishment_access_currency_list',
  label: 'Devises',
  table: currencies,
  input: currencyInputSchema,
  criteria: currencyCriteriaSchema,
  filter: (c, col) => [contains(col.name, c.name)],
  sortable: ['isoCode', 'name'],
  defaultSort: 'isoCode',
  defaults: () => ({ isoCode: '', name: '', symbol: '', exchangeRate: 1, isDefault: false }),
  check: ({ db }, input) => {
    const clash = db.select().from(currencies).where(sql`upper(${currencies.isoCode}) = ${input.isoCode}`).get();
    if (clash && clash.id !== input.id) throw fieldError('isoCode', 'VALUE_ALREADY_ASSIGNED');
  },
  blockers: [
    {
      // The establishment's amounts are in its default currency: it cannot disappear.
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) => db.select().from(currencies).where(eq(currencies.id, id)).get()?.isDefault === true,
    },
  ],
  csv: [
    { header: 'Code ISO', value: (r) => r.isoCode },
    { header: 'Devise', value: (r) => r.name },
    { header: 'Symbole', value: (r) => r.symbol },
    { header: 'Taux de change', value: (r) => r.exchangeRate, format: 'decimal' },
    { header: 'Par défaut', value: (r) => r.isDefault, format: 'bool' },
  ],
  labelOf: (r) => r.isoCode,
  singleDefault: true,
});
