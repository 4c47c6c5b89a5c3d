// The demo's financial years: one calendar year for each season it books, unless the site already
// has one over those days. Without an open year ahead the site could not take a payment, and home
// would keep showing the setup checklist over the demo.
import { financialYearEntity, overlaps } from '../admin-periods';
import { demoSeasonYears } from './season-data';
import { type DemoStep, removeRows } from './step';

export const financialYearStep: DemoStep = {
  key: 'financial-years',
  label: 'Exercices comptables',
  run(ctx) {
    const created: number[] = [];
    for (const year of demoSeasonYears) {
      const fiscal = { id: 0, label: `Exercice ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` };
      if (financialYearEntity.list(ctx).some((existing) => overlaps(existing, fiscal))) continue;
      created.push(financialYearEntity.save(ctx, financialYearEntity.input.parse(fiscal)).id);
    }
    return { count: demoSeasonYears.length, createdIds: created };
  },
  remove: (ctx, ids) => removeRows(ctx, financialYearEntity, ids),
};
