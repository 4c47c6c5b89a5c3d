// /extra-planning: the stock-managed extras (rows) × days (columns), what the stays holding
// their place use of each against its stock; a day over the stock is shown in red.
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ExtraPlanningRow } from '../../../../service/domains/booking/planning/contract';
import { planningQueries } from './planning.queries';
import { dayColumns } from './planning-model';
import { useWindowSearch } from './useWindowSearch';
import { WindowToolbar } from './WindowToolbar';

function cellStyle(used: number, stock: number) {
  if (used > stock) return { background: '#ffccc7', color: '#a8071a', fontWeight: 600 };
  if (used === stock && used > 0) return { background: '#fff1b8' };
  return used > 0 ? { background: '#e6f4ff' } : {};
}

export default function ExtraPlanningPage() {
  const [range, setRange] = useWindowSearch();
  const { data } = useQuery(planningQueries.extras(range));
  if (!data) return <Spin />;
  const days = dayColumns(data.start, data.days, data.today);
  const columns: ColumnsType<ExtraPlanningRow> = [
    { key: 'label', title: 'Extra', dataIndex: 'label', fixed: 'left', width: 180, ellipsis: true },
    { key: 'stock', title: 'Stock', dataIndex: 'stock', fixed: 'left', width: 60, align: 'right' },
    ...days.map((d) => ({
      key: d.day,
      title: (
        <div style={{ textAlign: 'center', lineHeight: '14px', fontSize: 11 }}>
          <div>{d.weekday}</div>
          <div style={{ fontWeight: 600 }}>{d.dayOfMonth}</div>
        </div>
      ),
      width: 44,
      align: 'center' as const,
      onHeaderCell: () => ({
        style: {
          background: d.isToday ? '#2f6f4f' : d.isWeekend ? '#efefef' : undefined,
          color: d.isToday ? '#fff' : undefined,
        },
      }),
      onCell: (row: ExtraPlanningRow) => ({ style: cellStyle(row.used[d.index], row.stock) }),
      render: (_: unknown, row: ExtraPlanningRow) => (
        <span title={`${row.label} le ${d.day.split('-').reverse().join('/')} : ${row.used[d.index]} / ${row.stock}`}>
          {row.used[d.index] || ''}
        </span>
      ),
    })),
  ];
  return (
    <Card
      size="small"
      title="Planning des extras"
      extra={
        <WindowToolbar start={data.start} days={data.days} today={data.today} daysBeforeToday={0} onChange={setRange} />
      }
    >
      {data.extras.length === 0 ? (
        <Empty description="Aucun extra géré en stock" />
      ) : (
        <Table<ExtraPlanningRow>
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          dataSource={data.extras}
          columns={columns}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
