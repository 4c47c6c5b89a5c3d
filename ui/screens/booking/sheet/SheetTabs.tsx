// The sheet's tabs, driven by the route's activeKey. The lists of one occupancy (occupants,
// animals, vehicles, extras) show the occupancy chooser above them when there are several.
import { Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { BookingDto, DraftInput } from '../../../../service/domains/booking/contract';
import { useRight } from '../../../shell/rights';
import { AccessTab, accessFunctionality } from './AccessTab';
import { AnimalsTab } from './AnimalsTab';
import { CustomerTab } from './CustomerTab';
import { DocumentsTab } from './DocumentsTab';
import { ExtrasTab } from './ExtrasTab';
import { HistoryTab } from './HistoryTab';
import { OccupanciesTab } from './OccupanciesTab';
import type { OccupancyActionsProps } from './OccupancyActions';
import { OccupantsTab } from './OccupantsTab';
import { PaymentsTab } from './PaymentsTab';
import { PriceTab } from './PriceTab';
import type { SheetParams, SheetTab } from './sheet-url';
import type { DraftQuote, TabProps } from './tab-props';
import { VehiclesTab } from './VehiclesTab';

interface Props extends TabProps {
  params: SheetParams;
  booking: BookingDto | null;
  isModified: boolean;
  quote: DraftQuote | undefined;
  /** The draft as the server last answered it (the occupants' derived categories). */
  served: DraftInput | undefined;
  today: string;
  defaultStayDays: number;
  occupancyPicker: ReactNode;
  occupancyIndex: number;
  onTab: (tab: SheetTab) => void;
  onOccupancyAction: OccupancyActionsProps['onAction'];
  /** A payment moved the booking to its next version. */
  onBookingChanged: (booking: BookingDto) => Promise<void>;
}

export function SheetTabs(props: Props) {
  const { params, booking, isModified, quote, occupancyPicker, occupancyIndex, onTab } = props;
  const common: TabProps = {
    body: props.body,
    change: props.change,
    choices: props.choices,
    isReadOnly: props.isReadOnly,
  };
  const hasOccupancy = props.body.occupancies.length > 0;
  const canSeeAccess = useRight(accessFunctionality).canSelect;
  const ofOccupancy = (tab: ReactNode) =>
    hasOccupancy ? (
      <Space direction="vertical" style={{ width: '100%' }}>
        {occupancyPicker}
        {tab}
      </Space>
    ) : (
      <p>Ajoutez d'abord une occupation.</p>
    );
  const items: { key: SheetTab; label: string; children: ReactNode }[] = [
    { key: 'customer', label: 'Client', children: <CustomerTab {...common} /> },
    {
      key: 'occupancies',
      label: 'Occupations',
      children: (
        <OccupanciesTab
          {...common}
          bookingId={params.bookingId}
          isModified={isModified}
          defaultStayDays={props.defaultStayDays}
          today={props.today}
          onAction={props.onOccupancyAction}
        />
      ),
    },
    {
      key: 'occupants',
      label: 'Occupants',
      children: ofOccupancy(
        <OccupantsTab
          {...common}
          occupancyIndex={occupancyIndex}
          served={props.served?.occupancies[occupancyIndex]?.occupants ?? []}
        />,
      ),
    },
    {
      key: 'animals',
      label: 'Animaux',
      children: ofOccupancy(<AnimalsTab {...common} occupancyIndex={occupancyIndex} />),
    },
    {
      key: 'vehicles',
      label: 'Véhicules',
      children: ofOccupancy(<VehiclesTab {...common} occupancyIndex={occupancyIndex} />),
    },
    {
      key: 'extras',
      label: 'Extras',
      children: ofOccupancy(<ExtrasTab {...common} occupancyIndex={occupancyIndex} />),
    },
    {
      key: 'price',
      label: 'Prix',
      children: <PriceTab {...common} quote={quote} bookingId={params.bookingId} booking={booking} />,
    },
    {
      key: 'payments',
      label: 'Paiements',
      children: (
        <PaymentsTab
          booking={booking}
          quote={quote}
          isModified={isModified}
          today={props.today}
          onChanged={props.onBookingChanged}
        />
      ),
    },
    {
      key: 'documents',
      label: 'Documents',
      children: <DocumentsTab bookingId={params.bookingId} booking={booking} isModified={isModified} />,
    },
    // The access-control module's tab: only while the module is on and the user may read it.
    ...(canSeeAccess
      ? [
          {
            key: 'access' as const,
            label: 'Accès',
            children: <AccessTab bookingId={params.bookingId} booking={booking} />,
          },
        ]
      : []),
    { key: 'history', label: 'Historique', children: <HistoryTab bookingId={params.bookingId} /> },
  ];
  return (
    <Tabs
      size="small"
      activeKey={params.activeKey === 'resume' ? 'customer' : params.activeKey}
      onChange={(key) => onTab(items.find((i) => i.key === key)?.key ?? 'customer')}
      items={items}
    />
  );
}
