// The addresses tab: the customer's address list (at most 5), the first one always present.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, type FormListFieldData, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '../../entity/EntityFields';
import { addressField, addressKeys } from './customer-ui';

const maxAddresses = 5;
const widths: Record<(typeof addressKeys)[number], number> = {
  address1: 8,
  address2: 8,
  address3: 8,
  postalCode: 4,
  town: 10,
  countryId: 10,
};

interface Props {
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

interface ListProps extends Props {
  fields: FormListFieldData[];
  add: (value: Record<string, unknown>) => void;
  remove: (index: number) => void;
}

function AddressCards({ fields, add, remove, item, isReadOnly }: ListProps) {
  const { t } = useTranslation('customer');
  const form = Form.useFormInstance();
  const countries = (item.availableCountry ?? []) as { id: number; isDefault: boolean }[];
  const blank = { address1: null, address2: null, address3: null, postalCode: null, town: null };
  const addBlank = () => add({ ...blank, countryId: countries.find((c) => c.isDefault)?.id ?? null });
  // Read from the form, not `fields`: StrictMode runs the effect twice before the list re-renders.
  useEffect(() => {
    if (fields.length === 0 && !form.getFieldValue('addressList')?.length) addBlank();
  });
  return (
    <Flex vertical gap={8}>
      {fields.map(({ key, name }) => (
        <Card
          key={key}
          size="small"
          type="inner"
          title={name === 0 ? t('address.main') : t('address.other', { number: name })}
          extra={
            name > 0 &&
            !isReadOnly && (
              <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(name)}>
                {t('address.remove')}
              </Button>
            )
          }
        >
          <Row gutter={12}>
            {addressKeys.map((k) => (
              <FieldItem key={k} field={addressField(t, name, k)} md={widths[k]} item={item} isReadOnly={isReadOnly} />
            ))}
          </Row>
        </Card>
      ))}
      {!isReadOnly && fields.length < maxAddresses && (
        <div>
          <Button icon={<PlusOutlined />} onClick={addBlank}>
            {t('address.add')}
          </Button>
        </div>
      )}
    </Flex>
  );
}

export function AddressesTab(props: Props) {
  return (
    <Form.List name="addressList">
      {(fields, { add, remove }) => <AddressCards fields={fields} add={add} remove={remove} {...props} />}
    </Form.List>
  );
}
