// The generic detail screen: the item (or the defaults of a new one with id 0), validated by the
// service's own schema before sending; F12 validate, Shift+F12 save and start a new record
// (« Enregistrer et nouveau »), « Dupliquer », F9 delete, Esc quit (asking first when a field was
// changed and not saved). Back on its list, the saved row is shown on its page. A save names the
// version the form was opened at; refused over a newer one, the reload dialog takes over.
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useRouterState } from '@tanstack/react-router';
import { Button, Card, Form, Spin } from 'antd';
import { type ReactNode, type RefObject, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { notify, toast } from '../shell/notify';
import { useCreationRefused, useRight } from '../shell/rights';
import { confirmDelete } from './confirm-delete';
import { DenseForm } from './DenseForm';
import { EntityFields } from './EntityFields';
import { FormActions } from './FormActions';
import { type FieldErrors, fromServerFields, messageOf, validateWith } from './form-errors';
import { duplicateValues, keptValues, prefillOf } from './next-form';
import { entityQueries, useDeleteEntity, useSaveEntity } from './queries';
import { revealInList } from './table-state';
import type { EntityUi } from './types';
import { useFormLeaveGuard } from './useFormLeaveGuard';
import { useShortcuts } from './useShortcuts';
import { formFieldNamer, useStaleVersion } from './useStaleVersion';

// Dense forms (screens are dense): half antd's default gap between rows of fields.
interface Props<T extends { id: number }> {
  ui: EntityUi<T>;
  /** Name of the route parameter holding the id (`civilityId`...)... */
  idParam?: string;
  /** ...or the id itself, for a detail opened in a dialog or a single-row form. */
  id?: number;
  /** Where quitting goes (closing the dialog); the list screen by default. */
  onQuit?: () => void;
  /** Extra content under the fields (tabs of a richer screen). */
  children?: (item: Record<string, unknown>) => ReactNode;
  /** Called with the fields in error, before sending or from the server (to show the tab holding them). */
  onFieldErrors?: (errors: FieldErrors) => void;
  /** Receives the guarded quit, for a dialog whose own Esc must ask before dropping changes. */
  quitRef?: RefObject<(() => void) | null>;
}

export function EntityDetailPage<T extends { id: number }>({
  ui,
  idParam,
  id: fixedId,
  onQuit,
  children,
  onFieldErrors,
  quitRef,
}: Props<T>) {
  const navigate = useNavigate();
  const { t } = useTranslation('entity');
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const id = fixedId ?? Number((idParam && params[idParam]) ?? 0);
  const right = useRight(ui.functionality);
  const isCreationRefused = useCreationRefused(ui.functionality, fixedId === undefined && id === 0, ui.listPath);
  const { data: item, refetch } = useQuery(entityQueries.detail(ui.base, id));
  const [form] = Form.useForm();
  const save = useSaveEntity<T>(ui.base);
  const remove = useDeleteEntity(ui.base);
  const isReadOnly = !right.canWrite;
  const guard = useFormLeaveGuard();
  // « Enregistrer et nouveau » and « Dupliquer » open the new form by its route: not in a dialog.
  const isRouted = fixedId === undefined;
  const locationState = useRouterState({ select: (s) => s.location.state });
  const prefill = useMemo(
    () => (isRouted && id === 0 ? prefillOf(locationState) : undefined),
    [isRouted, id, locationState],
  );

  // A new item has every field: setting it (with what the next form starts from) replaces the last one's values.
  useEffect(() => {
    if (item) form.setFieldsValue(item.id === 0 && prefill ? { ...item, ...prefill } : item);
  }, [form, item, prefill]);

  const formName = fixedId === undefined ? undefined : `${ui.name}-dialog`;
  const stale = useStaleVersion({
    reload: async () => {
      const fresh = (await refetch()).data;
      guard.markSaved();
      return fresh;
    },
    name: formFieldNamer(ui.fields, item ?? {}, ui.fieldLabel, formName),
    resume: (edits) => {
      for (const edit of edits) form.setFieldValue(edit.path, edit.value);
      guard.markEdited();
    },
  });

  const goBack = onQuit ?? (() => void navigate({ to: ui.listPath }));
  const leave = () => {
    guard.markSaved();
    goBack();
  };
  /**
   * A fresh form starting from `values`: the route of a new record, with them in its history state
   * (stamped: the router skips a navigation to the same location with an equal state).
   */
  const openNew = (values: Record<string, unknown>) =>
    void navigate({ to: ui.detailPath(0), state: (previous) => ({ ...previous, prefill: values, at: Date.now() }) });
  // Asked here rather than by the navigation guard: closing a dialog is no navigation.
  const quit = () => void guard.mayClose().then((mayClose) => mayClose && leave());
  if (quitRef) quitRef.current = quit;
  const submit = async (next: 'leave' | 'new' = 'leave') => {
    if (!item) return;
    const values = { ...item, ...form.getFieldsValue(true), id: item.id };
    const body = validateWith(form, ui.schema, ui.prepare ? ui.prepare(values) : values);
    if (!body) return onFieldErrors?.(form.getFieldsError().filter((f) => f.errors.length > 0));
    try {
      // The schema keeps the entity's fields only: the version the form was opened at goes beside them.
      const answer = await save.mutateAsync({ ...(body as Record<string, unknown>), version: item.version });
      if (answer.status !== 'SAVED') return toast.saveFailed();
      if (answer.warnings?.length)
        notify('warning', t('savedWith', { warnings: answer.warnings.map(messageOf).join(' ') }));
      else toast.saved();
      // Back on the list, the saved row is shown on its page, selected.
      if (isRouted) revealInList(ui.name, answer.id);
      if (next === 'leave') return leave();
      guard.markSaved();
      openNew(keptValues(values, ui.keepOnNew));
    } catch (error) {
      if (!(error instanceof ApiError) || stale.catchStale(error, item, values)) return;
      const errors = fromServerFields(error.fields);
      form.setFields(errors);
      if (errors.length > 0) onFieldErrors?.(errors);
    }
  };
  const del =
    right.canDelete && item && item.id !== 0
      ? async () => {
          if (!(await confirmDelete(ui.itemTitle(item as unknown as T)))) return;
          await remove.mutateAsync(item.id);
          toast.deleted();
          leave();
        }
      : undefined;
  const saveAndNew = isReadOnly || !isRouted ? undefined : () => void submit('new');
  const duplicate =
    !isReadOnly && isRouted && item && item.id !== 0
      ? () => openNew(duplicateValues(item, ui.clearOnDuplicate))
      : undefined;
  useShortcuts({
    F12: isReadOnly ? undefined : () => void submit(),
    'Shift+F12': saveAndNew,
    F9: del && (() => void del()),
    Escape: quit,
  });

  // Errors come from the schema or the server, not from field rules: a field the user changes drops its own.
  if (!item || isCreationRefused) return <Spin />;
  const heading = item.id === 0 ? `${ui.title} — ${t('new')}` : `${ui.title} — ${ui.itemTitle(item as unknown as T)}`;
  return (
    <Card
      size="small"
      title={heading}
      extra={
        <FormActions
          onValidate={isReadOnly ? undefined : () => void submit()}
          onValidateAndNew={saveAndNew}
          isSaving={save.isPending}
          onQuit={quit}
        >
          {duplicate && (
            <Button icon={<CopyOutlined />} onClick={duplicate}>
              {t('duplicate')}
            </Button>
          )}
          {del && (
            <Button danger icon={<DeleteOutlined />} onClick={() => void del()}>
              {t('delete')}
            </Button>
          )}
        </FormActions>
      }
    >
      <DenseForm
        form={form}
        name={formName}
        isReadOnly={isReadOnly}
        onSubmit={() => void submit()}
        leaveGuard={guard}
        onValuesChange={ui.onValuesChange && ((changed) => ui.onValuesChange?.(changed, form, item))}
        style={{ maxWidth: 960 }}
      >
        <EntityFields fields={ui.fields} item={item} isReadOnly={isReadOnly} />
        {children?.(item)}
      </DenseForm>
      {stale.dialog}
    </Card>
  );
}
