// The two tour operators, under the partner lists every site starts with (made sure of by label,
// never removed), with their commission periods and allotments on the demo's place types.
import { partnerBillingTypeEntity, partnerEntity, partnerManagementTypeEntity, partnerTypeEntity } from '../partner';
import { placeTypeEntity } from '../place';
import { countryEntity } from '../reference';
import { demoPartners, demoPartnerYears } from './partners-data';
import { demoSeasonYears } from './season-data';
import { ensureRows, ensureStep, idsByKey, type Writable } from './step';

type LabelList = Writable<{ id: number; label: string }>;

export const partnerStep = ensureStep({
  key: 'partners',
  label: 'Partenaires',
  entity: partnerEntity,
  keyOf: (partner) => partner.name,
  wanted(ctx) {
    const labelIds = (entity: LabelList, labels: readonly string[]) => {
      const wanted = [...new Set(labels)].map((label) => ({ key: label, input: { label } }));
      ensureRows(ctx, entity, (row) => row.label, wanted);
      return idsByKey(ctx, entity, (row) => row.label);
    };
    const typeId = labelIds(
      partnerTypeEntity,
      demoPartners.map((p) => p.type),
    );
    const managementId = labelIds(
      partnerManagementTypeEntity,
      demoPartners.map((p) => p.management),
    );
    const billingId = labelIds(
      partnerBillingTypeEntity,
      demoPartners.map((p) => p.billing),
    );
    const countryId = idsByKey(ctx, countryEntity, (country) => country.isoCode);
    const placeTypeId = idsByKey(ctx, placeTypeEntity, (type) => type.shortCode);
    // The season the demo's bookings fill and the coming one, when they differ.
    const years = demoPartnerYears(ctx.clock.today(), demoSeasonYears);
    const yearly = <T>(make: (day: (monthDay: string) => string) => T[]) =>
      years.flatMap((year) => make((monthDay) => `${year}-${monthDay}`));
    return demoPartners.map((p) => ({
      key: p.name,
      input: {
        name: p.name,
        partnerTypeId: typeId(p.type),
        managementTypeId: managementId(p.management),
        billingTypeId: billingId(p.billing),
        color: p.color,
        contactName: p.contactName,
        address1: p.address1,
        postalCode: p.postalCode,
        town: p.town,
        countryId: countryId(p.country),
        email: p.email,
        phone: p.phone,
        commissionType: 'percent',
        commissionValue: p.commission,
        commissionPeriods: yearly((day) =>
          p.commissionPeriods.map((c) => ({ startDate: day(c.from), endDate: day(c.to), rate: c.rate })),
        ),
        allotments: yearly((day) =>
          p.allotments.map((a) => ({
            placeTypeId: placeTypeId(a.placeType),
            startDate: day(a.from),
            endDate: day(a.to),
            quantity: a.count,
          })),
        ),
      },
    }));
  },
});
