// Choosing the booking's customer: a search on the customer list's call (3 characters at least,
// spec "search needs at least 3 characters") or a new customer created inline.
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import type { CustomerDto } from '../../../../service/domains/customer/contract';
import { ApiError, api } from '../../../api/client';
import { fromServerFields } from '../../../entity/form-errors';
import type { Page, SaveAnswer } from '../../../entity/queries';
import { customerName } from '../../customers/customer-ui';
import type { Choice } from '../booking-api';

const minSearch = 3;

interface Props {
  civilities: Choice[];
  isReadOnly: boolean;
  onChoose: (customerId: number) => void;
}

export function CustomerPicker({ civilities, isReadOnly, onChoose }: Props) {
  const [text, setText] = useState('');
  const [isCreating, setCreating] = useState(false);
  const q = text.trim();
  const found = useQuery({
    queryKey: ['entity', 'customer/customer', 'booking-pick', q] as const,
    enabled: q.length >= minSearch,
    queryFn: () =>
      api<Page<CustomerDto & { id: number }>>('customer/customer/search', {
        body: { q, page: 1, pageSize: 20 },
        isSearch: true,
      }),
  });
  const options = (found.data?.items ?? []).map((c) => ({
    value: c.id,
    label: [customerName(c), c.code, c.addressList[0]?.town, c.email].filter(Boolean).join(' — '),
  }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          showSearch
          aria-label="Rechercher un client"
          placeholder="Nom, code, e-mail ou téléphone (3 caractères au moins)"
          filterOption={false}
          onSearch={setText}
          disabled={isReadOnly}
          options={options}
          loading={found.isFetching}
          notFoundContent={q.length < minSearch ? 'Saisissez 3 caractères au moins' : 'Aucun client'}
          onChange={(id: number) => onChoose(id)}
          style={{ width: '100%' }}
        />
        <Button disabled={isReadOnly} onClick={() => setCreating((v) => !v)}>
          Nouveau client
        </Button>
      </Space.Compact>
      {isCreating && (
        <NewCustomerForm
          civilities={civilities}
          onCreated={(id) => {
            setCreating(false);
            onChoose(id);
          }}
        />
      )}
    </Space>
  );
}

interface NewCustomer {
  civilityId?: number;
  lastName?: string;
  firstName?: string;
  email?: string;
  phone?: string;
  town?: string;
}

function NewCustomerForm({ civilities, onCreated }: { civilities: Choice[]; onCreated: (id: number) => void }) {
  const [form] = Form.useForm();
  const [isSaving, setSaving] = useState(false);
  const create = async (v: NewCustomer) => {
    setSaving(true);
    try {
      const body = {
        id: 0,
        civilityId: v.civilityId ?? null,
        lastName: v.lastName,
        firstName: v.firstName,
        email: v.email || null,
        phone: v.phone || null,
        addressList: v.town ? [{ town: v.town }] : [],
      };
      const answer = await api<SaveAnswer<CustomerDto>>('customer/customer/edit', { body, quiet: true });
      onCreated(answer.id);
    } catch (e) {
      // The address's refusals belong to the one town field of this short form.
      const fieldOf = (name: (string | number)[]) => (name[0] === 'addressList' ? 'town' : String(name[0]));
      if (e instanceof ApiError)
        form.setFields(fromServerFields(e.fields).map((f) => ({ name: fieldOf(f.name), errors: f.errors })));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="inline" size="small" onFinish={create} className="sheet-new-customer">
      <Form.Item name="civilityId" label="Civilité">
        <Select options={civilities} style={{ width: 100 }} allowClear aria-label="Civilité du client" />
      </Form.Item>
      <Form.Item name="lastName" label="Nom" rules={[{ required: true, message: 'Le nom est obligatoire' }]}>
        <Input maxLength={80} aria-label="Nom du client" />
      </Form.Item>
      <Form.Item name="firstName" label="Prénom">
        <Input maxLength={80} aria-label="Prénom du client" />
      </Form.Item>
      <Form.Item name="email" label="E-mail">
        <Input maxLength={254} aria-label="E-mail du client" />
      </Form.Item>
      <Form.Item name="phone" label="Téléphone">
        <Input maxLength={20} aria-label="Téléphone du client" />
      </Form.Item>
      <Form.Item name="town" label="Ville">
        <Input maxLength={80} aria-label="Ville du client" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        Créer le client
      </Button>
    </Form>
  );
}
