// The form of a single record (a typed setting, the establishment, the group preference): the
// loaded record, validated by the service's own schema before sending, then by the service (400
// with a code per field). F12 validate, Esc quit (asking first when a change is not saved). A
// record answering a `version` is saved with it; refused over a newer one, the reload dialog takes over.
import { useNavigate } from '@tanstack/react-router';
import { Card, Col, Form, Row, Spin } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { FunctionalityCode } from '../../service/domains/security/functionalities';
import { ApiError } from '../api/client';
import { toast } from '../shell/notify';
import { useRight } from '../shell/rights';
import { DenseForm } from './DenseForm';
import { EntityFields } from './EntityFields';
import { FormActions } from './FormActions';
import { fromServerFields, validateWith } from './form-errors';
import type { FieldDef } from './types';
import { useFormLeaveGuard } from './useFormLeaveGuard';
import { useShortcuts } from './useShortcuts';
import { formFieldNamer, useStaleVersion } from './useStaleVersion';

type Item = Record<string, unknown>;
/** What a part of the screen drawn by the caller receives. */
type Part<T> = (props: { item: T; isReadOnly: boolean }) => ReactNode;

interface Props<T extends Item> {
  title: ReactNode;
  /** Saving needs its write right; without it the form is read only. */
  functionality: FunctionalityCode | undefined;
  /** The record as the form holds it (with its choice lists); undefined while it loads. */
  item: T | undefined;
  schema: z.ZodType;
  /** Laid out two by row; or the screen's own layout of `FieldItem`s. */
  fields: readonly FieldDef[] | Part<T>;
  save: { mutateAsync: (body: never) => Promise<{ status: string }>; isPending: boolean };
  /** The form's values as the service expects them; by default the record overlaid with them. */
  toBody?: (values: Item, item: T) => unknown;
  /** Where Esc goes; the home page by default. */
  quitTo?: string;
  /** Leave the screen once saved (a record opened from a grid). */
  quitOnSave?: boolean;
  formStyle?: CSSProperties;
  /** Beside the form, on the right (the establishment's logo). */
  aside?: Part<T>;
  /** Under the form (counts computed by the service...). */
  children?: Part<T>;
  /** Reads the record again (after a save refused over a newer version); a page reload without it. */
  reload?: () => Promise<T | undefined>;
}

export function SingleFormPage<T extends Item>({
  title,
  functionality,
  item,
  schema,
  fields,
  save,
  toBody = (values, loaded) => ({ ...loaded, ...values }),
  quitTo = '/home',
  quitOnSave = false,
  formStyle = { maxWidth: 960 },
  aside,
  children,
  reload,
}: Props<T>) {
  const navigate = useNavigate();
  const isReadOnly = !useRight(functionality).canWrite;
  const [form] = Form.useForm();
  const isSaved = useRef(false);
  const guard = useFormLeaveGuard();

  // A refetch (after a logo upload, back on the tab) must not wipe what is being typed; once
  // saved, the record as the service normalized it (SIRET without spaces...) becomes the form again.
  useEffect(() => {
    if (!item) return;
    if (isSaved.current) {
      isSaved.current = false;
      form.resetFields();
      guard.markSaved();
    } else if (form.isFieldsTouched()) return;
    form.setFieldsValue(item);
  }, [form, item, guard]);

  const stale = useStaleVersion({
    reload: async () => {
      if (!reload) {
        window.location.reload();
        return undefined;
      }
      const fresh = await reload();
      // The refetch alone would not replace values the user touched: the fresh record becomes the form.
      form.resetFields();
      if (fresh) form.setFieldsValue(fresh);
      guard.markSaved();
      return fresh;
    },
    name: formFieldNamer(typeof fields === 'function' ? [] : fields, item ?? {}),
    resume: (edits) => {
      for (const edit of edits) form.setFieldValue(edit.path, edit.value);
      guard.markEdited();
    },
  });

  const quit = () => void navigate({ to: quitTo });
  const submit = async () => {
    if (!item || isReadOnly) return;
    const mine = form.getFieldsValue(true);
    const body = validateWith(form, schema, toBody(mine, item));
    if (!body) return;
    // The schema keeps the record's fields only: the version it was opened at goes beside them.
    const sent = typeof item.version === 'number' ? { ...(body as object), version: item.version } : body;
    try {
      const answer = await save.mutateAsync(sent as never);
      if (answer.status !== 'SAVED') return toast.saveFailed();
      isSaved.current = true;
      guard.markSaved();
      toast.saved();
      if (quitOnSave) quit();
    } catch (error) {
      if (stale.catchStale(error, item, { ...item, ...mine })) return;
      if (error instanceof ApiError) form.setFields(fromServerFields(error.fields));
    }
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!item) return <Spin />;
  const denseForm = (
    <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={() => void submit()} leaveGuard={guard} style={formStyle}>
      {typeof fields === 'function' ? (
        fields({ item, isReadOnly })
      ) : (
        <EntityFields fields={fields} item={item} isReadOnly={isReadOnly} />
      )}
    </DenseForm>
  );
  return (
    <Card
      size="small"
      title={title}
      extra={
        <FormActions
          onValidate={isReadOnly ? undefined : () => void submit()}
          isSaving={save.isPending}
          onQuit={quit}
        />
      }
    >
      {aside ? (
        <Row gutter={16}>
          <Col xs={24} lg={18}>
            {denseForm}
          </Col>
          <Col xs={24} lg={6}>
            {aside({ item, isReadOnly })}
          </Col>
        </Row>
      ) : (
        denseForm
      )}
      {children?.({ item, isReadOnly })}
      {stale.dialog}
    </Card>
  );
}
