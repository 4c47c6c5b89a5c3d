// /customer-resume: a customer found by name or code (3 characters at least), then their
// identity, totals and stays past, current and future, and their latest e-mails when the customer
// resume preference shows them. The chosen customer stays in the URL.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Card, Descriptions, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CustomerResume } from '../../../../service/domains/booking/lists/contract';
import { useShortcuts } from '../../../entity/useShortcuts';
import { formatMoney, formatPhone } from '../../../format';
import { MailRows } from '../../mail/MailRows';
import { StaysTable } from './CustomerStays';
import { listQueries } from './lists.queries';

function Resume({ resume }: { resume: CustomerResume }) {
  const { customer: c, totals: t } = resume;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="small">
      <Descriptions size="small" bordered column={3} title={`${c.name} (${c.code})`}>
        <Descriptions.Item label="E-mail">{c.email}</Descriptions.Item>
        <Descriptions.Item label="Téléphone">{formatPhone(c.phone ?? c.mobile ?? '')}</Descriptions.Item>
        <Descriptions.Item label="Ville">{[c.postalCode, c.town].filter(Boolean).join(' ')}</Descriptions.Item>
        <Descriptions.Item label="Séjours">{t.stays}</Descriptions.Item>
        <Descriptions.Item label="Nuits">{t.nights}</Descriptions.Item>
        <Descriptions.Item label="Devis / annulations">{`${t.quotes} / ${t.cancelled}`}</Descriptions.Item>
        <Descriptions.Item label="Montant total">{formatMoney(t.totalCents)}</Descriptions.Item>
        <Descriptions.Item label="Payé">{formatMoney(t.paidCents)}</Descriptions.Item>
        <Descriptions.Item label="Reste dû">{formatMoney(t.remainingCents)}</Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>Séjours en cours</Typography.Text>
      <StaysTable rows={resume.current} label="Séjours en cours" />
      <Typography.Text strong>Séjours futurs</Typography.Text>
      <StaysTable rows={resume.future} label="Séjours futurs" />
      <Typography.Text strong>Séjours passés</Typography.Text>
      <StaysTable rows={resume.past} label="Séjours passés" />
      {resume.emails && (
        <>
          <Space>
            <Typography.Text strong>Derniers e-mails envoyés</Typography.Text>
            <Link to="/email-history-list-page/$entityId" params={{ entityId: String(c.id) }}>
              Tous les e-mails du client
            </Link>
          </Space>
          <MailRows rows={resume.emails} label="Derniers e-mails envoyés" emptyText="Aucun e-mail envoyé" />
        </>
      )}
    </Space>
  );
}

export default function CustomerResumePage() {
  const navigate = useNavigate();
  const search: { customerId?: number } = useSearch({ strict: false });
  const customerId = Number(search.customerId ?? 0);
  const [q, setQ] = useState('');
  const found = useQuery(listQueries.customerLookup(q));
  const resume = useQuery(listQueries.customerResume(customerId));
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });
  const shown = resume.data?.customer;
  // The customer of the URL keeps its label before any search.
  const choices = (found.data ?? []).map((c) => ({
    value: c.id,
    label: [c.name, c.code, c.town].filter(Boolean).join(' — '),
  }));
  const options =
    shown && !choices.some((c) => c.value === shown.id)
      ? [{ value: shown.id, label: `${shown.name} — ${shown.code}` }, ...choices]
      : choices;
  return (
    <Card size="small" title="Synthèse client">
      <Select
        aria-label="Client"
        showSearch
        filterOption={false}
        style={{ width: 360, marginBottom: 8 }}
        placeholder="Nom ou code du client (3 caractères)"
        onSearch={setQ}
        value={customerId || undefined}
        notFoundContent={q.trim().length < 3 ? 'Au moins 3 caractères' : 'Aucun client'}
        options={options}
        onChange={(id: number) => void navigate({ to: '/customer-resume', search: { customerId: id } })}
      />
      {resume.data && <Resume resume={resume.data} />}
    </Card>
  );
}
