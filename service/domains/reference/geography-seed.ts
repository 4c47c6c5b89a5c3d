// The French regions and departments, inserted once for every site (towns come from the site).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { frenchDepartments, frenchRegions } from './geography-data';
import { departments, regions } from './geography-schema';
import { countries } from './schema';

export function seedGeography(db: Db, now: string): void {
  inTransaction(db, () => {
    const france = db.select().from(countries).where(eq(countries.isoCode, 'FR')).get();
    // A site whose staff removed France before this seed ran keeps its choice.
    if (!france) return;
    const stamps = { countryId: france.id, createdAt: now, updatedAt: now };
    const regionIds = new Map<string, number>();
    for (const [code, name] of frenchRegions) {
      const row = db
        .insert(regions)
        .values({ code, name, ...stamps })
        .returning({ id: regions.id })
        .get();
      regionIds.set(code, row.id);
    }
    for (const [code, name, region] of frenchDepartments) {
      db.insert(departments)
        .values({ code, name, regionId: regionIds.get(region) ?? null, ...stamps })
        .run();
    }
  });
}
