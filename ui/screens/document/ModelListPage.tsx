// /mailing-configuration-list/:documentFunctionModelId: the models of one document kind, one per
// language. « Ajouter une langue » (F3) creates one; double-click edits; the French model stays.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import type { DocumentModelDto } from '../../../service/domains/document/contract';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '../../../service/domains/document/kinds';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { documentQueries, useDeleteModel } from './documents.queries';

const FN = 'document_email_document_model_list';

export const kindParam = (raw: string | undefined): DocumentKind | null =>
  DOCUMENT_KINDS.find((k) => k === raw) ?? null;

export default function ModelListPage() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const kind = kindParam(params.documentFunctionModelId);
  const navigate = useNavigate();
  const right = useRight(FN);
  const { data = [], isLoading } = useQuery({ ...documentQueries.models(kind ?? 'quote'), enabled: kind !== null });
  const remove = useDeleteModel();
  const quit = () => void navigate({ to: '/document-function-model-list' });
  const edit = (id: number) => void navigate({ to: `/mailing-configuration/${kind}/${id}` });
  useShortcuts({ Escape: quit, F3: right.canWrite ? () => edit(0) : undefined });
  if (!kind) return <Alert type="error" showIcon message="Type de document inconnu" />;
  return (
    <Card
      size="small"
      title={`Modèles : ${DOCUMENT_KIND_LABELS[kind]}`}
      extra={
        <Space>
          {right.canWrite && (
            <Button icon={<PlusOutlined />} onClick={() => edit(0)}>
              Ajouter une langue (F3)
            </Button>
          )}
          <Button onClick={quit}>Quitter</Button>
        </Space>
      }
    >
      <Table<DocumentModelDto>
        aria-label="Modèles par langue"
        rowKey="id"
        size="small"
        bordered
        loading={isLoading}
        pagination={false}
        dataSource={data}
        onRow={(row) => ({
          onDoubleClick: () => edit(row.id),
          onKeyDown: (e) => e.key === 'Enter' && edit(row.id),
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'language', dataIndex: 'languageName', title: 'Langue', width: 140 },
          { key: 'subject', dataIndex: 'subject', title: 'Objet' },
          { key: 'files', title: 'Pièces jointes', width: 130, render: (_, row) => row.attachments.length || '' },
          {
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => edit(row.id)}>
                  Modifier
                </Button>
                {right.canDelete && !row.isFallback && (
                  <Popconfirm
                    title="Supprimer ce modèle ?"
                    okText="Supprimer"
                    cancelText="Annuler"
                    onConfirm={() => remove.mutate(row.id, { onSuccess: toast.deleted })}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label="Supprimer" />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
