// The texts printed on remittance slips and SEPA files: one row, edited in place (no list).
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { bankAccountLabelInputSchema } from '../../../service/domains/payment-setup/contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import type { EntityUi } from '../../entity/types';

type Labels = {
  id: number;
  creditorName: string | null;
  sepaCreditorId: string | null;
  remittanceLabel: string | null;
};

const path = '/bank-account-label-informations';

export const bankAccountLabelUi: EntityUi<Labels> = {
  name: 'bank-account-label',
  base: 'payment/bank-account-label',
  functionality: 'payment_invoice_bank_account_label',
  title: 'Libellés bancaires',
  itemTitle: () => 'Remises et prélèvements',
  listPath: path,
  detailPath: () => path,
  columns: [],
  fields: [
    { name: 'creditorName', label: 'Nom du créancier', kind: 'text', maxLength: 70, span: 2 },
    {
      name: 'sepaCreditorId',
      label: 'Identifiant créancier SEPA (ICS)',
      kind: 'text',
      maxLength: 35,
      placeholder: 'FR72ZZZ123456',
    },
    {
      name: 'remittanceLabel',
      label: 'Libellé des remises sur le relevé',
      kind: 'text',
      maxLength: 35,
      hint: '35 caractères au plus',
    },
  ],
  schema: bankAccountLabelInputSchema.extend({ id: z.number() }),
};

export function Detail() {
  const navigate = useNavigate();
  return <EntityDetailPage ui={bankAccountLabelUi} id={1} onQuit={() => void navigate({ to: '/home' })} />;
}
