// /mailing-configuration/:documentFunctionModelId/:mailingConfigurationId: one model (id 0: a new
// language) — language, subject, rich-text body with the merge-field picker, its files, and the
// live preview. F12 saves, Esc goes back to the kind's models.
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Col, Form, Input, type InputRef, Row, Select, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_KIND_LABELS } from '../../../service/domains/document/kinds';
import { useShortcuts } from '../../entity/useShortcuts';
import { useUnsavedChangesGuard } from '../../shell/leave-guard';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { type DocumentModelEdit, documentQueries, useSaveModel } from './documents.queries';
import { MergeFieldPicker } from './MergeFieldPicker';
import { ModelAttachments } from './ModelAttachments';
import { kindParam } from './ModelListPage';
import { ModelPreview } from './ModelPreview';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor';

const FN = 'document_email_document_model_list';

function ModelForm({ model }: { model: DocumentModelEdit }) {
  const navigate = useNavigate();
  const canWrite = useRight(FN).canWrite;
  const [languageId, setLanguageId] = useState(model.languageId);
  const [subject, setSubject] = useState(model.subject);
  const [bodyHtml, setBodyHtml] = useState(model.bodyHtml);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const editor = useRef<RichTextEditorHandle>(null);
  const subjectInput = useRef<InputRef>(null);
  const save = useSaveModel();
  // Leaving with unsaved typing asks first; what was last saved is the reference.
  const saved = useRef({ languageId: model.languageId, subject: model.subject, bodyHtml: model.bodyHtml });
  const typed = useRef(saved.current);
  typed.current = { languageId, subject, bodyHtml };
  useUnsavedChangesGuard(() => JSON.stringify(typed.current) !== JSON.stringify(saved.current));
  const quit = () => void navigate({ to: `/mailing-configuration-list/${model.kind}` });
  const submit = () =>
    save.mutate(
      { id: model.id, kind: model.kind, languageId, subject, bodyHtml, version: model.version },
      {
        onSuccess: ({ id }) => {
          saved.current = { languageId, subject, bodyHtml };
          toast.saved();
          if (id !== model.id) void navigate({ to: `/mailing-configuration/${model.kind}/${id}` });
        },
      },
    );
  const insert = (text: string) => {
    if (target === 'body') return editor.current?.insertText(text);
    const input = subjectInput.current?.input;
    const at = input?.selectionStart ?? subject.length;
    setSubject(subject.slice(0, at) + text + subject.slice(input?.selectionEnd ?? at));
  };
  useShortcuts({ Escape: quit, F12: canWrite ? submit : undefined });
  const languages = model.availableLanguage.map((l) => ({ value: l.id, label: l.name }));
  return (
    <Card
      size="small"
      title={`${DOCUMENT_KIND_LABELS[model.kind]} — ${model.id === 0 ? 'nouveau modèle' : model.languageName}`}
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
      <Row gutter={12}>
        <Col xs={24} xl={13}>
          <Form layout="vertical" size="small" component="div">
            <Form.Item label="Langue" htmlFor="model-language">
              <Select<number>
                id="model-language"
                value={languageId}
                onChange={setLanguageId}
                options={languages}
                disabled={!canWrite || model.id !== 0}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item label="Objet" htmlFor="model-subject" required>
              <Input
                id="model-subject"
                ref={subjectInput}
                value={subject}
                maxLength={300}
                readOnly={!canWrite}
                onFocus={() => setTarget('subject')}
                onChange={(e) => setSubject(e.target.value)}
              />
            </Form.Item>
            <Form.Item label="Corps du message" required>
              <Space direction="vertical" style={{ width: '100%' }}>
                <MergeFieldPicker onPick={insert} disabled={!canWrite} />
                <div onFocusCapture={() => setTarget('body')}>
                  <RichTextEditor
                    ref={editor}
                    initialHtml={model.bodyHtml}
                    onChange={setBodyHtml}
                    isReadOnly={!canWrite}
                  />
                </div>
              </Space>
            </Form.Item>
          </Form>
          <ModelAttachments modelId={model.id} attachments={model.attachments} canWrite={canWrite} />
        </Col>
        <Col xs={24} xl={11}>
          <ModelPreview subject={subject} bodyHtml={bodyHtml} />
        </Col>
      </Row>
    </Card>
  );
}

export default function ModelEditPage() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const kind = kindParam(params.documentFunctionModelId);
  const id = Number(params.mailingConfigurationId) || 0;
  const { data, error } = useQuery({ ...documentQueries.model(kind ?? 'quote', id), enabled: kind !== null });
  const [shown, setShown] = useState<DocumentModelEdit | undefined>();
  // The form starts from the model once; a refetch (after a save, a file added) brings only the
  // files and the version, so what is being typed stays.
  useEffect(() => {
    if (data)
      setShown((current) =>
        current?.id === data.id ? { ...current, attachments: data.attachments, version: data.version } : data,
      );
  }, [data]);
  if (!kind) return <Alert type="error" showIcon message="Type de document inconnu" />;
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (!shown) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <ModelForm key={shown.id} model={shown} />;
}
