// /search-availability (issue 6 item 2): dates (the end pushed by the default stay, the duration
// and the end recalculating each other, business-rules §5), place type or family, persons,
// features → the free places with their price; "Réserver" opens the sheet on the place and dates.
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import type { AvailabilitySearch } from '../../../../service/domains/booking/contract';
import { formatDate, parisToday } from '../../../format';
import { useRight } from '../../../shell/rights';
import { DayInput } from '../../pricing/DayInput';
import { bookingCalls, useBookingChoices } from '../booking-api';
import { FreePlacesTable } from '../FreePlacesTable';
import { newBookingOnPlace } from '../sheet/sheet-url';
import { addDays, nightsBetween, type Stay, withDuration, withStart } from '../stay-dates';

interface Criteria extends Stay {
  placeTypeId: number | null;
  familyId: number | null;
  persons: number;
  featureIds: number[];
}

function queryOf(c: Criteria): AvailabilitySearch {
  return { ...c, partnerId: null, withPrice: true, excludeBookingId: null };
}

export default function SearchAvailability() {
  const choices = useBookingChoices('search');
  // A reader searches, but books nothing.
  const canBook = useRight('booking_booking_list').canWrite;
  const defaultStayDays = choices?.defaultStayDays ?? 7;
  const placeTypes = choices?.placeTypes ?? [];
  const families = choices?.families ?? [];
  const features = choices?.features ?? [];
  const [criteria, setCriteria] = useState<Criteria>(() => {
    const today = parisToday(new Date());
    return {
      startDate: today,
      endDate: addDays(today, 7),
      placeTypeId: null,
      familyId: null,
      persons: 0,
      featureIds: [],
    };
  });
  const [asked, setAsked] = useState<AvailabilitySearch | null>(null);
  const free = useQuery({
    queryKey: ['booking', 'availability', asked] as const,
    enabled: asked !== null,
    queryFn: () => (asked ? bookingCalls.search(asked) : Promise.resolve({ places: [] })),
  });
  const set = (patch: Partial<Criteria>) => setCriteria((c) => ({ ...c, ...patch }));
  const canSearch = criteria.startDate !== '' && criteria.endDate > criteria.startDate;
  return (
    <Card size="small" title="Recherche de disponibilités" className="search-availability">
      <Form
        layout="inline"
        size="small"
        onFinish={() => canSearch && setAsked(queryOf(criteria))}
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
            status={canSearch ? undefined : 'error'}
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
            options={placeTypes}
            value={criteria.placeTypeId ?? undefined}
            onChange={(v?: number) => set({ placeTypeId: v ?? null })}
          />
        </Form.Item>
        <Form.Item label="Famille">
          <Select
            aria-label="Famille"
            allowClear
            style={{ width: 150 }}
            options={families}
            value={criteria.familyId ?? undefined}
            onChange={(v?: number) => set({ familyId: v ?? null })}
          />
        </Form.Item>
        <Form.Item label="Personnes">
          <InputNumber
            aria-label="Personnes"
            min={0}
            max={60}
            style={{ width: 60 }}
            value={criteria.persons}
            onChange={(v) => set({ persons: typeof v === 'number' ? v : 0 })}
          />
        </Form.Item>
        <Form.Item label="Caractéristiques">
          <Select
            aria-label="Caractéristiques"
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={features}
            value={criteria.featureIds}
            onChange={(featureIds: number[]) => set({ featureIds })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!canSearch}>
          Rechercher
        </Button>
      </Form>
      {asked && (
        <Space direction="vertical" style={{ width: '100%' }} size={4}>
          <span>
            {free.data ? `${free.data.places.length} place(s) libre(s)` : 'Recherche…'} du {formatDate(asked.startDate)}{' '}
            au {formatDate(asked.endDate)}
          </span>
          <FreePlacesTable
            places={free.data?.places ?? []}
            isLoading={free.isFetching}
            action={(p) => (
              <Button
                size="small"
                type="primary"
                aria-label={`Réserver la place ${p.number}`}
                disabled={!canBook}
                // The sheet is entered with a full page load (spec shell §2).
                onClick={() =>
                  window.location.assign(
                    newBookingOnPlace({ placeId: p.placeId, startDate: asked.startDate, endDate: asked.endDate }),
                  )
                }
              >
                Réserver
              </Button>
            )}
          />
        </Space>
      )}
    </Card>
  );
}
