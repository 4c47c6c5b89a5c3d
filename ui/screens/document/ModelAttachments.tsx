// A model's files: the signature under the body (JPG, JPEG or PNG), documents joined to the e-mail
// (.doc, .pdf, .odt) and images (.jpg, .jpeg, .png, .gif). The service checks formats and sizes.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Table } from 'antd';
import { useRef, useState } from 'react';
import {
  ATTACHMENT_EXTENSIONS,
  type AttachmentRole,
  type DocumentModelAttachmentDto,
} from '../../../service/domains/document/contract';
import { toast } from '../../shell/notify';
import { useRemoveAttachment, useUploadAttachment } from './documents.queries';

const ROLE_LABELS: Record<AttachmentRole, string> = {
  signature: 'Signature',
  document: 'Document joint',
  image: 'Image jointe',
};

const size = (bytes: number) => (bytes < 1024 ? `${bytes} o` : `${Math.round(bytes / 1024)} Ko`);

interface Props {
  modelId: number;
  attachments: DocumentModelAttachmentDto[];
  canWrite: boolean;
}

export function ModelAttachments({ modelId, attachments, canWrite }: Props) {
  const [role, setRole] = useState<AttachmentRole>('document');
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const remove = useRemoveAttachment();
  const send = (file: File | undefined) => file && upload.mutate({ modelId, role, file }, { onSuccess: toast.saved });
  return (
    <Card
      size="small"
      title="Pièces jointes"
      extra={
        canWrite &&
        modelId > 0 && (
          <Space>
            <Select<AttachmentRole>
              aria-label="Type de fichier"
              size="small"
              value={role}
              onChange={setRole}
              style={{ width: 150 }}
              options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <Button
              size="small"
              icon={<UploadOutlined />}
              loading={upload.isPending}
              onClick={() => picker.current?.click()}
            >
              Ajouter
            </Button>
            <input
              ref={picker}
              type="file"
              aria-label="Fichier à joindre"
              accept={ATTACHMENT_EXTENSIONS[role].map((e) => `.${e}`).join(',')}
              style={{ display: 'none' }}
              onChange={(e) => {
                send(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Space>
        )
      }
    >
      {modelId === 0 ? (
        'Enregistrez le modèle pour lui joindre des fichiers.'
      ) : (
        <Table<DocumentModelAttachmentDto>
          aria-label="Pièces jointes du modèle"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={attachments}
          locale={{ emptyText: 'Aucune pièce jointe' }}
          columns={[
            { key: 'role', title: 'Type', width: 130, render: (_, a) => ROLE_LABELS[a.role] },
            {
              key: 'name',
              title: 'Fichier',
              render: (_, a) => (
                <a href={`/rest/document/model/attachment/${a.id}`} target="_blank" rel="noopener noreferrer">
                  {a.fileName}
                </a>
              ),
            },
            { key: 'size', title: 'Taille', width: 80, align: 'right', render: (_, a) => size(a.size) },
            {
              key: 'remove',
              width: 44,
              render: (_, a) =>
                canWrite && (
                  <Button
                    size="small"
                    danger
                    aria-label={`Retirer ${a.fileName}`}
                    icon={<DeleteOutlined />}
                    onClick={() => remove.mutate(a.id, { onSuccess: toast.deleted })}
                  />
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
