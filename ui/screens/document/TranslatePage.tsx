// /document-setting-translate: the printed documents' fixed words (titles, « Page »…) in each
// language other than French; a blank cell prints the French word. F12 saves, Esc goes back.
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Input, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { TranslationItem } from '../../../service/domains/document/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { documentQueries, useSaveTranslations } from './documents.queries';

const cell = (languageId: number, key: string) => `${languageId}:${key}`;

export default function TranslatePage() {
  const navigate = useNavigate();
  const canWrite = useRight('document_email_document_setting_list').canWrite;
  const { data } = useQuery(documentQueries.translations());
  const [typed, setTyped] = useState<Map<string, string>>(new Map());
  const save = useSaveTranslations();
  useEffect(() => {
    if (data) setTyped(new Map(data.items.map((i) => [cell(i.languageId, i.key), i.label])));
  }, [data]);
  const quit = () => void navigate({ to: '/document-setting-target-list' });
  const submit = () => {
    if (!data) return;
    const items: TranslationItem[] = data.languages.flatMap((l) =>
      data.keys.map((k) => ({ languageId: l.id, key: k.key, label: typed.get(cell(l.id, k.key)) ?? '' })),
    );
    save.mutate(items, { onSuccess: toast.saved });
  };
  useShortcuts({ Escape: quit, F12: canWrite ? submit : undefined });
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card
      size="small"
      title="Traductions des documents imprimés"
      extra={
        <Space>
          {canWrite && (
            <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit}>
              Valider (F12)
            </Button>
          )}
          <Button onClick={quit}>Quitter</Button>
        </Space>
      }
    >
      <Table
        aria-label="Traductions"
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        dataSource={data.keys}
        scroll={{ x: true }}
        columns={[
          { key: 'french', dataIndex: 'french', title: 'Français', width: 220, fixed: 'left' },
          ...data.languages.map((l) => ({
            key: String(l.id),
            title: l.name,
            width: 200,
            render: (_: unknown, row: { key: string; french: string }) => (
              <Input
                size="small"
                aria-label={`${row.french} en ${l.name}`}
                placeholder={row.french}
                readOnly={!canWrite}
                maxLength={120}
                value={typed.get(cell(l.id, row.key)) ?? ''}
                onChange={(e) => setTyped(new Map(typed).set(cell(l.id, row.key), e.target.value))}
              />
            ),
          })),
        ]}
      />
    </Card>
  );
}
