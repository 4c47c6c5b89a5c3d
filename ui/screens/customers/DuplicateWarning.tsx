// On a new customer, the existing cards of the same name and e-mail or phone, asked of the
// server as the fields are typed: a warning with a link, never a block (Valider still creates).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DuplicateCheckInput, PossibleDuplicate } from '../../../service/domains/customer/contract';
import { api } from '../../api/client';
import { useDebounced } from '../../entity/useDebounced';
import { formatPhone } from '../../format';
import { customerPath } from './customer-ui';

/** « DUPONT Élise », or the company's name. */
function displayName(c: PossibleDuplicate): string {
  if (c.isLegalEntity && c.companyName) return c.companyName;
  return [c.lastName?.toUpperCase(), c.firstName].filter(Boolean).join(' ');
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function useTyped(): DuplicateCheckInput {
  const isLegalEntity = Form.useWatch<boolean | undefined>('isLegalEntity');
  const lastName = Form.useWatch<string | null | undefined>('lastName');
  const firstName = Form.useWatch<string | null | undefined>('firstName');
  const companyName = Form.useWatch<string | null | undefined>('companyName');
  const email = Form.useWatch<string | null | undefined>('email');
  const phone = Form.useWatch<string | null | undefined>('phone');
  const mobile = Form.useWatch<string | null | undefined>('mobile');
  return {
    isLegalEntity: isLegalEntity === true,
    lastName: text(lastName),
    firstName: text(firstName),
    companyName: text(companyName),
    email: text(email),
    phone: text(phone),
    mobile: text(mobile),
  };
}

export function DuplicateWarning() {
  const { t } = useTranslation('customer');
  const typed = useDebounced(useTyped());
  const hasName = typed.isLegalEntity ? !!typed.companyName : !!typed.lastName;
  const { data } = useQuery({
    queryKey: ['customer', 'duplicates', typed],
    queryFn: () => api<{ items: PossibleDuplicate[] }>('customer/customer/duplicates', { body: typed, quiet: true }),
    enabled: hasName && !!(typed.email || typed.phone || typed.mobile),
    staleTime: 10_000,
  });
  const found = data?.items ?? [];
  if (found.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      title={found.map((c) => (
        <div key={c.id}>
          {t('duplicate.exists')} <Link to={customerPath('identity', c.id)}>{displayName(c)}</Link>
          {` (${c.email ?? formatPhone(c.mobile ?? c.phone ?? '')})`}
        </div>
      ))}
      description={t('duplicate.createAnyway')}
    />
  );
}
