// The actions of one saved occupancy ("Occupancy actions: lock, cancel", early
// departure), each confirmed; the early departure asks its date.
import { DownOutlined } from '@ant-design/icons';
import { Button, DatePicker, Dropdown, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { OccupancyInput } from '../../../../service/domains/booking/contract';

export interface OccupancyActionsProps {
  occupancy: OccupancyInput;
  isReadOnly: boolean;
  onAction: (occupancyId: number, action: string, body: object, confirmText: string) => void;
}

export function OccupancyActions({ occupancy, isReadOnly, onAction }: OccupancyActionsProps) {
  const [isAskingDate, setAskingDate] = useState(false);
  const [day, setDay] = useState<Dayjs | null>(null);
  const id = occupancy.id;
  const items = [
    occupancy.isLocked
      ? { key: 'unlock', label: 'Déverrouiller la place' }
      : { key: 'lock', label: 'Verrouiller la place' },
    ...(occupancy.isCancelled ? [] : [{ key: 'cancel', label: "Annuler l'occupation", danger: true }]),
    { key: 'early', label: 'Départ anticipé…' },
  ];
  const run = (key: string) => {
    if (key === 'lock') onAction(id, 'lock', { value: true }, 'Verrouiller cette place pour le client ?');
    if (key === 'unlock') onAction(id, 'lock', { value: false }, 'Déverrouiller cette place ?');
    if (key === 'cancel') onAction(id, 'cancel', {}, 'Annuler cette occupation ?');
    if (key === 'early') setAskingDate(true);
  };
  return (
    <>
      <Dropdown disabled={isReadOnly} menu={{ items, onClick: ({ key }) => run(key) }} trigger={['click']}>
        <Button size="small">
          Actions <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={isAskingDate}
        title="Départ anticipé"
        okText="Enregistrer le départ"
        okButtonProps={{ disabled: !day }}
        onCancel={() => setAskingDate(false)}
        onOk={() => {
          setAskingDate(false);
          if (day)
            onAction(
              id,
              'early-departure',
              { departureDate: day.format('YYYY-MM-DD') },
              'Enregistrer ce départ anticipé ?',
            );
        }}
      >
        <Typography.Paragraph type="secondary">
          Le séjour se termine ce jour-là et la place est libérée ensuite. Les nuits non consommées et leur taxe de
          séjour sont remboursées ou non selon les préférences des départs anticipés.
        </Typography.Paragraph>
        <DatePicker
          format="DD/MM/YYYY"
          placeholder="Date de départ"
          aria-label="Date de départ anticipé"
          value={day}
          onChange={setDay}
          defaultPickerValue={dayjs(occupancy.endDate)}
          disabledDate={(d) => {
            const text = d.format('YYYY-MM-DD');
            return text <= occupancy.startDate || text >= occupancy.endDate;
          }}
        />
      </Modal>
    </>
  );
}
