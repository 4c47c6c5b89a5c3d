// /admin/establishment: the site's legal identity, address, contact and logo, on the shared
// single-record form. Saving renames the browser tab.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { establishmentInputSchema } from '../../../service/domains/establishment/contract';
import { SingleFormPage } from '../../entity/SingleFormPage';
import { EstablishmentFormFields } from './EstablishmentFormFields';
import { EstablishmentLogo } from './EstablishmentLogo';
import { establishmentQueries, useSaveEstablishment } from './establishment.queries';
import { establishmentFields } from './establishment-fields';

export function EstablishmentPage() {
  const { t } = useTranslation('admin');
  const { data: item, refetch } = useQuery(establishmentQueries.edit());
  const fields = useMemo(() => establishmentFields(t), [t]);
  const save = useSaveEstablishment();
  return (
    <SingleFormPage
      title={t('establishment.title')}
      functionality="establishment_access_establishment"
      item={item}
      schema={establishmentInputSchema}
      fields={(common) => <EstablishmentFormFields fields={fields} {...common} />}
      save={save}
      reload={async () => (await refetch()).data}
      formStyle={{}}
      aside={({ item: loaded, isReadOnly }) => (
        <EstablishmentLogo hasLogo={loaded.hasLogo} version={loaded.updatedAt} isReadOnly={isReadOnly} />
      )}
    />
  );
}
