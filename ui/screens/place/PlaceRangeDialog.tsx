// « Créer une série »: places from a first to a last number under one prefix, of one type, created
// at once (all or nothing on the server, which names the numbers already taken). The zero-padding
// follows the places already numbered under the prefix when they all share one width.
import { AppstoreAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { placeRangeInputSchema } from '../../../service/domains/place/contract';
import { ApiError, api } from '../../api/client';
import { fromServerFields, validateWith } from '../../entity/form-errors';
import { entityQueries, type Page } from '../../entity/queries';
import { notify } from '../../shell/notify';
import { paddingOf, rangePreview } from './place-range';

const base = 'place/place';

interface TypeChoice {
  id: number;
  label: string;
  familyId: number | null;
  capacity: number;
}
interface Choice {
  id: number;
  label: string;
}

export function PlaceRangeButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button icon={<AppstoreAddOutlined />} onClick={() => setOpen(true)}>
        Créer une série
      </Button>
      {isOpen && <PlaceRangeDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PlaceRangeDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const { data: blank } = useQuery(entityQueries.detail(base, 0));
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const values = Form.useWatch([], form) ?? {};
  const types = (blank?.availableType ?? []) as TypeChoice[];
  const families = (blank?.availableFamily ?? []) as Choice[];
  const layouts = (blank?.availableLayout ?? []) as Choice[];
  const familyId: unknown = values.familyId;
  const shownTypes = familyId ? types.filter((t) => t.familyId === familyId) : types;

  const onValuesChange = (changed: Record<string, unknown>) => {
    setRefusal(undefined);
    if ('prefix' in changed) void suggestPadding();
    if ('familyId' in changed && changed.familyId) {
      const type = types.find((t) => t.id === form.getFieldValue('typeId'));
      if (type && type.familyId !== changed.familyId) form.setFieldValue('typeId', undefined);
    }
    if ('typeId' in changed) {
      const type = types.find((t) => t.id === changed.typeId);
      // A new place's capacity defaults from its type.
      if (type)
        form.setFieldsValue({ capacity: type.capacity, familyId: type.familyId ?? form.getFieldValue('familyId') });
    }
  };
  // The width of the numbers already under this prefix, when obvious.
  const suggestPadding = async () => {
    const prefixOf = () => String(form.getFieldValue('prefix') ?? '').trim();
    const prefix = prefixOf();
    const page = await api<Page<{ id: number; number: string }>>(`${base}/search`, {
      body: { q: prefix || undefined, pageSize: 100, sort: { field: 'number', order: 'ascend' } },
      quiet: true,
    }).catch(() => undefined);
    const width =
      page &&
      paddingOf(
        prefix,
        page.items.map((p) => p.number),
      );
    // What the user typed in « Chiffres » stays; an answer for an older prefix is dropped.
    if (width !== undefined && prefix === prefixOf() && !form.isFieldTouched('digits')) {
      form.setFieldValue('digits', width);
    }
  };

  const submit = async () => {
    const body = validateWith(form, placeRangeInputSchema, form.getFieldsValue(true));
    if (!body) return;
    setSaving(true);
    try {
      const answer = await api<{ status: string; created: number }>(`${base}/range`, { body, quiet: true });
      await client.invalidateQueries({ queryKey: entityQueries.all(base) });
      notify('success', `${answer.created.toLocaleString('fr-FR')} emplacements créés`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = fromServerFields(error.fields);
      form.setFields(fields);
      if (fields.length === 0) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  const preview = rangePreview(values);
  return (
    <Modal
      open
      title="Créer une série d’emplacements"
      okText="Créer la série"
      cancelText="Fermer"
      onOk={() => void submit()}
      okButtonProps={{ loading: isSaving }}
      onCancel={onClose}
      width={620}
    >
      <Form
        form={form}
        name="place-range"
        layout="vertical"
        size="small"
        initialValues={{ prefix: '', digits: 0 }}
        onValuesChange={onValuesChange}
        onFinish={() => void submit()}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="familyId" label="Famille">
              <Select
                allowClear
                placeholder="Toutes"
                options={families.map((f) => ({ value: f.id, label: f.label }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="typeId" label="Type d'hébergement" required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Choisir un type"
                options={shownTypes.map((t) => ({ value: t.id, label: t.label }))}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="prefix" label="Préfixe">
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="first" label="Premier numéro" required>
              <InputNumber precision={0} min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="last" label="Dernier numéro" required>
              <InputNumber precision={0} min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="digits" label="Chiffres" tooltip="Zéros à gauche : 3 chiffres donnent 007.">
              <InputNumber precision={0} min={0} max={6} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="layoutId" label="Aménagement">
              <Select allowClear options={layouts.map((l) => ({ value: l.id, label: l.label }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="capacity" label="Capacité (personnes)" extra="Vide : celle du type d’hébergement.">
              <InputNumber precision={0} min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text type="secondary" aria-live="polite">
          {preview ?? 'Saisir le premier et le dernier numéro.'}
        </Typography.Text>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 8 }} />}
      </Form>
    </Modal>
  );
}
