// /search-availability: dates (the end pushed by the default stay, the duration and the end
// recalculating each other), place type or family, the party (adults, children's ages, animals),
// features → the free places with the party's price; "Réserver" opens the sheet on the place,
// dates and party, as the quote, option or reservation chosen. It opens on the business date.
// Nights outside the activity periods are closed: no place then, and the notice says why.
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Form, InputNumber, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AvailabilitySearch,
  BOOKING_KIND,
  type BookingChoices,
  type BookingKind,
} from '../../../../service/domains/booking/contract';
import { formatDate } from '../../../format';
import { useRight } from '../../../shell/rights';
import { DayInput } from '../../pricing/DayInput';
import { bookingCalls, useBookingChoices } from '../booking-api';
import { ClosedStayNotice } from '../ClosedStayNotice';
import { FreePlacesTable } from '../FreePlacesTable';
import { KindChooser } from '../KindChooser';
import { newBookingOnPlace } from '../sheet/sheet-url';
import { addDays, nightsBetween, type Stay, withDuration, withStart } from '../stay-dates';
import { PartyFields } from './PartyFields';
import { defaultParty, type PartyDraft, partyOf } from './party-draft';

interface Criteria extends Stay {
  placeTypeId: number | null;
  familyId: number | null;
  party: PartyDraft;
  featureIds: number[];
}

function queryOf(c: Criteria): AvailabilitySearch | null {
  const party = partyOf(c.party);
  if (!party || c.startDate === '' || c.endDate <= c.startDate) return null;
  const { startDate, endDate, placeTypeId, familyId, featureIds } = c;
  const stay = { startDate, endDate, placeTypeId, familyId, featureIds };
  return { ...stay, persons: 0, party, partnerId: null, withPrice: true, excludeBookingId: null };
}

export default function SearchAvailability() {
  const choices = useBookingChoices('search');
  // The form opens on the business date, which the choices carry.
  if (!choices) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <SearchForm choices={choices} />;
}

function SearchForm({ choices }: { choices: BookingChoices }) {
  const { t } = useTranslation('booking-new');
  const navigate = useNavigate();
  const { defaultStayDays, today } = choices;
  // A reader searches, but books nothing.
  const canBook = useRight('booking_booking_list').canWrite;
  const [criteria, setCriteria] = useState<Criteria>(() => ({
    startDate: today,
    endDate: addDays(today, defaultStayDays),
    placeTypeId: null,
    familyId: null,
    party: defaultParty,
    featureIds: [],
  }));
  const [kind, setKind] = useState<BookingKind>(BOOKING_KIND.reservation);
  const [asked, setAsked] = useState<AvailabilitySearch | null>(null);
  const free = useQuery({
    queryKey: ['booking', 'availability', asked] as const,
    enabled: asked !== null,
    queryFn: () => (asked ? bookingCalls.search(asked) : Promise.resolve({ places: [], closed: null })),
  });
  const set = (patch: Partial<Criteria>) => setCriteria((c) => ({ ...c, ...patch }));
  const query = queryOf(criteria);
  const areDatesValid = criteria.startDate !== '' && criteria.endDate > criteria.startDate;
  return (
    <Card size="small" title="Recherche de disponibilités" className="search-availability">
      <Form
        layout="inline"
        size="small"
        onFinish={() => query && setAsked(query)}
        style={{ rowGap: 8, marginBottom: 12 }}
      >
        <Form.Item label="Arrivée">
          <DayInput
            aria-label="Arrivée"
            value={criteria.startDate}
            onChange={(d) => d && setCriteria((c) => ({ ...c, ...withStart(c, d, defaultStayDays) }))}
          />
        </Form.Item>
        <Form.Item label="Départ">
          <DayInput
            aria-label="Départ"
            value={criteria.endDate}
            status={areDatesValid ? undefined : 'error'}
            onChange={(endDate) => set({ endDate })}
          />
        </Form.Item>
        <Form.Item label="Nuits">
          <InputNumber
            aria-label="Nuits"
            min={1}
            max={366}
            style={{ width: 70 }}
            value={nightsBetween(criteria.startDate, criteria.endDate)}
            onChange={(v) => setCriteria((c) => ({ ...c, ...withDuration(c, typeof v === 'number' ? v : null) }))}
          />
        </Form.Item>
        <Form.Item label="Type">
          <Select
            aria-label="Type d'hébergement"
            allowClear
            style={{ width: 180 }}
            options={choices.placeTypes}
            value={criteria.placeTypeId ?? undefined}
            onChange={(v?: number) => set({ placeTypeId: v ?? null })}
          />
        </Form.Item>
        <Form.Item label="Famille">
          <Select
            aria-label="Famille"
            allowClear
            style={{ width: 150 }}
            options={choices.families}
            value={criteria.familyId ?? undefined}
            onChange={(v?: number) => set({ familyId: v ?? null })}
          />
        </Form.Item>
        <PartyFields value={criteria.party} onChange={(party) => set({ party })} animalTypes={choices.animalTypes} />
        <Form.Item label="Caractéristiques">
          <Select
            aria-label="Caractéristiques"
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={choices.features}
            value={criteria.featureIds}
            onChange={(featureIds: number[]) => set({ featureIds })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!query}>
          Rechercher
        </Button>
      </Form>
      {asked && (
        <Space direction="vertical" style={{ width: '100%' }} size={4}>
          <Space wrap size="large">
            <span>
              {free.data ? `${free.data.places.length} place(s) libre(s)` : 'Recherche…'} du{' '}
              {formatDate(asked.startDate)} au {formatDate(asked.endDate)}
            </span>
            {canBook && <KindChooser value={kind} onChange={setKind} />}
          </Space>
          {free.data?.closed && <ClosedStayNotice closed={free.data.closed} />}
          <FreePlacesTable
            places={free.data?.places ?? []}
            isLoading={free.isFetching}
            action={(p) => (
              <Button
                size="small"
                type="primary"
                aria-label={t('search.bookPlace', { number: p.number })}
                disabled={!canBook}
                onClick={() =>
                  void navigate({
                    href: newBookingOnPlace(
                      { placeId: p.placeId, startDate: asked.startDate, endDate: asked.endDate, party: asked.party },
                      kind,
                    ),
                  })
                }
              >
                {t('search.book')}
              </Button>
            )}
          />
        </Space>
      )}
    </Card>
  );
}
