// The fields of « Encaisser » that only some payment types show: a cheque (and its split into
// cheques cashed on later days), a card, a transfer's account and SEPA mandate.
import { Button, Form, Input, Select, Space } from 'antd';
import type { PaymentChoices } from '../../../../service/domains/payment/contract';
import { MoneyInput } from '../../../entity/MoneyInput';

export function ChequeFields({ banks }: { banks: PaymentChoices['banks'] }) {
  return (
    <>
      <Space wrap>
        <Form.Item label="Titulaire du chèque" name="chequeHolder">
          <Input aria-label="Titulaire du chèque" />
        </Form.Item>
        <Form.Item label="N° de chèque" name="chequeNumber">
          <Input aria-label="N° de chèque" />
        </Form.Item>
        <Form.Item label="Établissement payeur" name="payingBankId">
          <Select
            aria-label="Établissement payeur"
            style={{ width: 200 }}
            showSearch
            optionFilterProp="label"
            options={banks.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
      </Space>
      <Form.List name="cheques">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" className="cheque-split-line">
                <Form.Item label={`Chèque ${i + 1} : montant`} name={[field.name, 'amountCents']}>
                  <MoneyInput aria-label={`Montant du chèque ${i + 1}`} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item label="N°" name={[field.name, 'chequeNumber']}>
                  <Input aria-label={`N° du chèque ${i + 1}`} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item label="Encaissement le" name={[field.name, 'cashOn']}>
                  <Input type="date" aria-label={`Encaissement du chèque ${i + 1}`} />
                </Form.Item>
                <Button size="small" onClick={() => remove(field.name)}>
                  Retirer
                </Button>
              </Space>
            ))}
            <Button size="small" onClick={() => add({})}>
              Répartir en plusieurs chèques
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

export function CardFields() {
  return (
    <Space wrap>
      <Form.Item label="N° de carte" name="cardNumber">
        <Input aria-label="N° de carte" autoComplete="off" inputMode="numeric" />
      </Form.Item>
      <Form.Item label="Expiration (MM/AA)" name="cardExpiry">
        <Input aria-label="Expiration (MM/AA)" style={{ width: 90 }} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Titulaire de la carte" name="cardOwner">
        <Input aria-label="Titulaire de la carte" />
      </Form.Item>
      <Form.Item label="Cryptogramme" name="cardCryptogram">
        <Input.Password aria-label="Cryptogramme" style={{ width: 90 }} autoComplete="off" />
      </Form.Item>
    </Space>
  );
}

export function TransferFields() {
  return (
    <Space wrap>
      <Form.Item label="IBAN" name="iban">
        <Input aria-label="IBAN" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item label="BIC" name="bic">
        <Input aria-label="BIC" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label="Mandat SEPA n°" name="sepaMandateNumber">
        <Input aria-label="Mandat SEPA n°" />
      </Form.Item>
      <Form.Item label="Signé le" name="sepaMandateDate">
        <Input type="date" aria-label="Mandat signé le" />
      </Form.Item>
    </Space>
  );
}
