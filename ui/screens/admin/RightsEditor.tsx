// The rights editor: per functional area (a folding panel), a right code and an export flag per
// functionality, with an area-wide shortcut and a search. Value in and out: RightAreaDto[], usable
// as a form control (value/onChange) or on its own.
import { Button, Collapse, Empty, Flex, Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RightAreaDto } from '../../../service/domains/security/contract';
import { RightsAreaShortcut } from './RightsAreaShortcut';
import { RightsAreaTable } from './RightsAreaTable';
import { grantedCount, mapArea, mapItem, matches, rightCodes, withCode, withExport } from './rights-model';

interface Props {
  value?: RightAreaDto[];
  onChange?: (value: RightAreaDto[]) => void;
  isReadOnly?: boolean;
}

export function RightsEditor({ value = [], onChange, isReadOnly = false }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const change = (next: RightAreaDto[]) => onChange?.(next);

  // While searching, only the matching functionalities show (all of an area whose name matches).
  const shown = useMemo(() => {
    if (!search.trim()) return value.map((area) => ({ area, rows: area.subFunctionalities }));
    return value
      .map((area) => ({
        area,
        rows: matches(area.label, search)
          ? area.subFunctionalities
          : area.subFunctionalities.filter((f) => matches(f.label, search)),
      }))
      .filter((s) => s.rows.length > 0);
  }, [value, search]);
  const activeKey = search.trim() ? shown.map((s) => s.area.code) : open;

  const items = shown.map(({ area, rows }) => ({
    key: area.code,
    label: (
      <Space size={8}>
        <Typography.Text strong>{area.label}</Typography.Text>
        <Typography.Text type="secondary">
          {t('rights.granted', { granted: grantedCount(area), total: area.subFunctionalities.length })}
        </Typography.Text>
      </Space>
    ),
    extra: (
      <RightsAreaShortcut
        areaLabel={area.label}
        rows={rows}
        isReadOnly={isReadOnly}
        onCode={(code) => change(mapArea(value, area.code, (f) => withCode(f, code), rows))}
        onExport={(canExport) => change(mapArea(value, area.code, (f) => withExport(f, canExport), rows))}
      />
    ),
    children: (
      <RightsAreaTable
        areaLabel={area.label}
        rows={rows}
        isReadOnly={isReadOnly}
        onCode={(code, right) => change(mapItem(value, code, (f) => withCode(f, right)))}
        onExport={(code, canExport) => change(mapItem(value, code, (f) => withExport(f, canExport)))}
      />
    ),
  }));

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Input.Search
          allowClear
          size="small"
          placeholder={t('rights.search')}
          aria-label={t('rights.search')}
          style={{ width: 260 }}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button size="small" onClick={() => setOpen(value.map((a) => a.code))} disabled={!!search.trim()}>
          {t('rights.expandAll')}
        </Button>
        <Button size="small" onClick={() => setOpen([])} disabled={!!search.trim()}>
          {t('rights.collapseAll')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {rightCodes.map((code) => `${code} ${t(`rights.long.${code}`)}`).join(' · ')}
        </Typography.Text>
      </Flex>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rights.noMatch')} />
      ) : (
        <Collapse
          size="small"
          activeKey={activeKey}
          onChange={(keys) => !search.trim() && setOpen(keys)}
          items={items}
        />
      )}
    </Flex>
  );
}
