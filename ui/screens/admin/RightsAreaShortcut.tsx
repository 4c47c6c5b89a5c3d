// The "apply to all" of an area, in its header: one code and the export flag for every
// functionality shown (all of the area, or those a search kept). Clicks stay here instead of
// folding the panel.
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RightItemDto } from '../../../service/domains/security/contract';
import { RightChoice } from './RightChoice';
import { commonCode, type RightCode } from './rights-model';

interface Props {
  areaLabel: string;
  rows: readonly RightItemDto[];
  isReadOnly: boolean;
  onCode: (right: RightCode) => void;
  onExport: (canExport: boolean) => void;
}

export function RightsAreaShortcut({ areaLabel, rows, isReadOnly, onCode, onExport }: Props) {
  const { t } = useTranslation('admin');
  const readable = rows.filter((f) => f.canSelect);
  const exporting = readable.filter((f) => f.canExport).length;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from folding the panel
    // biome-ignore lint/a11y/useKeyWithClickEvents: the controls inside carry their own keyboard handling
    <span onClick={(event) => event.stopPropagation()}>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t('rights.applyToAll')}</Typography.Text>
        <RightChoice
          label={t('rights.applyToArea', { area: areaLabel })}
          value={commonCode(rows)}
          disabled={isReadOnly}
          onChange={onCode}
        />
        <Checkbox
          checked={readable.length > 0 && exporting === readable.length}
          indeterminate={exporting > 0 && exporting < readable.length}
          disabled={isReadOnly || readable.length === 0}
          onChange={(event) => onExport(event.target.checked)}
          style={{ width: 80 }}
        >
          {t('rights.export')}
        </Checkbox>
      </Flex>
    </span>
  );
}
