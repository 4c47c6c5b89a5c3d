// The grid's options: what each prices (extra, animal, vehicle), at what price and how, and the
// place types an included one is included for (« Oui »: every type of the grid); a row
// opens the option's detail screen, where its date splits are set. « Ajouter les suppléments »
// adds every active extra the grid lacks, at its catalogue price.
import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import { formatMoney } from '../../format';
import { type Choice, type GridOption, includedText } from './grid-data';
import type { ErrorsByPath } from './grid-save';
import { optionKindLabels, pricingLabels, useOptionItems } from './option-items';

interface Props {
  options: GridOption[];
  /** The place types the grid prices, naming where an option is included. */
  placeTypes: readonly Choice[];
  isReadOnly: boolean;
  errors: ErrorsByPath;
  /** Opens the n-th option's detail (1-based; 0: a new option); absent on a grid never saved. */
  onOpen?: (position: number) => void;
  /** Adds the active extras the grid lacks (server side); absent on a grid never saved. */
  onFill?: () => void;
  isFilling?: boolean;
}

export function GridOptions({ options, placeTypes, isReadOnly, errors, onOpen, onFill, isFilling }: Props) {
  const items = useOptionItems();
  const errorOf = (i: number) => Object.entries(errors).find(([path]) => path.startsWith(`options.${i}.`))?.[1];
  return (
    <>
      <Table<GridOption>
        size="small"
        pagination={false}
        rowKey={(_o, i) => String(i)}
        dataSource={options}
        onRow={(_o, i) => ({
          onClick: () => onOpen?.((i ?? 0) + 1),
          style: { cursor: onOpen ? 'pointer' : undefined },
        })}
        columns={[
          { key: 'kind', title: 'Nature', width: 90, render: (_v, o) => optionKindLabels[o.kind] },
          {
            key: 'item',
            title: 'Élément',
            render: (_v, o, i) => (
              <>
                {items[o.kind].find((c) => c.value === o.refId)?.label ?? `#${o.refId}`}
                {errorOf(i) && (
                  <Typography.Text type="danger" style={{ display: 'block' }}>
                    {errorOf(i)}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'cents',
            title: 'Prix',
            align: 'right',
            width: 110,
            render: (_v, o) => (typeof o.cents === 'number' ? formatMoney(o.cents) : o.cents),
          },
          {
            key: 'pricing',
            title: 'Tarification',
            width: 120,
            render: (_v, o) => (o.pricing ? pricingLabels[o.pricing] : 'Celle de la grille'),
          },
          { key: 'included', title: 'Inclus', width: 160, render: (_v, o) => includedText(o, placeTypes) },
          { key: 'mandatory', title: 'Obligatoire', width: 90, render: (_v, o) => (o.isMandatory ? 'Oui' : '') },
          { key: 'splits', title: 'Prix par période', width: 120, render: (_v, o) => o.periodCents.length || '' },
        ]}
      />
      {onOpen && !isReadOnly && (
        <Space style={{ marginTop: 8 }}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => onOpen(0)}>
            Ajouter une option
          </Button>
          {onFill && (
            <Button
              size="small"
              icon={<AppstoreAddOutlined />}
              loading={isFilling}
              onClick={onFill}
              title="Ajoute chaque supplément actif qui n'est pas encore une option, au prix du catalogue"
            >
              Ajouter les suppléments
            </Button>
          )}
        </Space>
      )}
      {!onOpen && <Typography.Text type="secondary">Enregistrez la grille pour y ajouter des options.</Typography.Text>}
    </>
  );
}
