// One functional area of the rights editor: a row per functionality with its right code and
// its export flag (which needs at least reading).
import { Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RightItemDto } from '../../../service/domains/security/contract';
import { RightChoice } from './RightChoice';
import { codeOf, type RightCode } from './rights-model';

interface Props {
  areaLabel: string;
  /** The area's functionalities, or those a search kept. */
  rows: RightItemDto[];
  isReadOnly: boolean;
  onCode: (code: string, right: RightCode) => void;
  onExport: (code: string, canExport: boolean) => void;
}

// The right and export columns line up with the area header's shortcut (right-aligned, then export).
export function RightsAreaTable({ areaLabel, rows, isReadOnly, onCode, onExport }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Table<RightItemDto>
      rowKey="code"
      size="small"
      pagination={false}
      dataSource={rows}
      aria-label={areaLabel}
      columns={[
        { key: 'label', dataIndex: 'label', title: t('rights.functionality') },
        {
          key: 'right',
          title: t('rights.right'),
          width: 330,
          align: 'right',
          render: (_: unknown, item) => (
            <RightChoice
              label={item.label}
              value={codeOf(item)}
              disabled={isReadOnly}
              onChange={(code) => onCode(item.code, code)}
            />
          ),
        },
        {
          key: 'export',
          title: t('rights.export'),
          width: 80,
          render: (_: unknown, item) => (
            <Checkbox
              aria-label={t('rights.exportOf', { label: item.label })}
              checked={item.canExport && item.canSelect}
              disabled={isReadOnly || !item.canSelect}
              onChange={(event) => onExport(item.code, event.target.checked)}
            />
          ),
        },
      ]}
    />
  );
}
