// /admin/establishment: the site's legal identity, address, contact and logo. Validated by the
// service's own schema before sending; F12 validate, Esc quit. Saving renames the browser tab.
import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Col, Form, Row, Space, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { establishmentInputSchema } from '../../../service/domains/establishment/contract';
import { ApiError } from '../../api/client';
import { DenseForm } from '../../entity/DenseForm';
import { fromServerFields, validateWith } from '../../entity/form-errors';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { EstablishmentFormFields } from './EstablishmentFormFields';
import { EstablishmentLogo } from './EstablishmentLogo';
import { establishmentQueries, useSaveEstablishment } from './establishment.queries';
import { establishmentFields } from './establishment-fields';

export function EstablishmentPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const isReadOnly = !useRight('establishment_access_establishment').canWrite;
  const { data: item } = useQuery(establishmentQueries.edit());
  const fields = useMemo(() => establishmentFields(t), [t]);
  const save = useSaveEstablishment();
  const [form] = Form.useForm();
  const client = useQueryClient();

  // A refetch (after a logo upload) must not wipe what is being typed.
  useEffect(() => {
    if (item && !form.isFieldsTouched()) form.setFieldsValue(item);
  }, [form, item]);

  const quit = () => void navigate({ to: '/home' });
  const submit = async () => {
    if (!item || isReadOnly) return;
    const body = validateWith(form, establishmentInputSchema, { ...item, ...form.getFieldsValue(true), id: item.id });
    if (!body) return;
    try {
      const answer = await save.mutateAsync(body);
      if (answer.status !== 'SAVED') return toast.saveFailed();
      // The saved record, as the service normalized it (SIRET without spaces...), becomes the form again.
      const saved = client.getQueryData(establishmentQueries.edit().queryKey);
      if (saved) {
        form.resetFields();
        form.setFieldsValue(saved);
      }
      toast.saved();
    } catch (error) {
      if (error instanceof ApiError) form.setFields(fromServerFields(error.fields));
    }
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!item) return <Spin />;
  return (
    <Card
      size="small"
      title={t('establishment.title')}
      extra={
        <Space>
          {!isReadOnly && (
            <Button type="primary" icon={<SaveOutlined />} onClick={() => void submit()} loading={save.isPending}>
              {t('common.validate')}
            </Button>
          )}
          <Button onClick={quit}>{t('common.quit')}</Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={18}>
          <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={() => void submit()}>
            <EstablishmentFormFields fields={fields} item={item} isReadOnly={isReadOnly} />
          </DenseForm>
        </Col>
        <Col xs={24} lg={6}>
          <EstablishmentLogo hasLogo={item.hasLogo} version={item.updatedAt} isReadOnly={isReadOnly} />
        </Col>
      </Row>
    </Card>
  );
}
