// /establishment-legal-informations-list: the establishment's legal information, read only,
// with a way to the establishment form for those who may open it, and what it lacks to invoice.
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { sellerIdentityErrors } from '../../../service/domains/billing/legal-mentions';
import { errorMessage } from '../../../service/errors/catalogue';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatMoney, formatSiret } from '../../format';
import { useRight } from '../../shell/rights';
import { establishmentQueries } from './establishment.queries';

export function LegalInformationPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const canEdit = useRight('establishment_access_establishment').canSelect;
  const { data: e } = useQuery(establishmentQueries.edit());
  const edit = canEdit ? () => void navigate({ to: '/admin/establishment' }) : undefined;
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ F4: edit, Escape: quit });

  if (!e) return <Spin />;
  const label = (name: string) => t(`establishment.field.${name}`);
  const rcs = [e.rcs, e.registrationCity].filter(Boolean).join(' — ');
  const missing = Object.values(sellerIdentityErrors(e)).map((code) => errorMessage(code));
  return (
    <Card
      size="small"
      title={t('legal.title')}
      extra={
        edit && (
          <Button icon={<EditOutlined />} onClick={edit}>
            {t('legal.edit')}
          </Button>
        )
      }
    >
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('legal.incomplete')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        styles={{ label: { width: 240 } }}
        items={[
          { key: 'corporateName', label: label('corporateName'), children: e.corporateName, span: 2 },
          { key: 'legalForm', label: label('legalForm'), children: e.legalForm },
          { key: 'capital', label: label('capitalCents'), children: formatMoney(e.capitalCents, e.currency) },
          { key: 'siret', label: label('siret'), children: e.siret ? formatSiret(e.siret) : '' },
          { key: 'siren', label: label('siren'), children: e.siren },
          { key: 'rcs', label: label('rcs'), children: rcs },
          { key: 'tradeRegisterNumber', label: label('tradeRegisterNumber'), children: e.tradeRegisterNumber },
          { key: 'nafCode', label: label('nafCode'), children: e.nafCode },
          { key: 'vatNumber', label: label('vatNumber'), children: e.vatNumber },
        ]}
      />
    </Card>
  );
}
