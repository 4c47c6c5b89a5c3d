// The seller and the buyer as the invoice froze them when it was issued.
import { Card, Col, Row } from 'antd';
import type { BuyerSnapshot, SellerSnapshot } from '../../../service/domains/billing/parties-contract';
import { formatMoney } from '../../format';

const lines = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '');

function Lines({ values }: { values: string[] }) {
  return (
    <>
      {values.map((v) => (
        <div key={v}>{v}</div>
      ))}
    </>
  );
}

export function InvoiceParties({ seller, buyer }: { seller: SellerSnapshot; buyer: BuyerSnapshot }) {
  const sellerLines = lines(
    seller.corporateName,
    [seller.legalForm, seller.capitalCents !== null && `au capital de ${formatMoney(seller.capitalCents)}`]
      .filter(Boolean)
      .join(' '),
    seller.address1,
    seller.address2,
    lines(seller.postalCode, seller.town).join(' '),
    seller.country,
    seller.siret && `SIRET ${seller.siret}`,
    seller.rcs,
    seller.vatNumber && `TVA intracommunautaire ${seller.vatNumber}`,
  );
  const buyerLines = lines(
    buyer.name,
    buyer.address1,
    buyer.address2,
    buyer.address3,
    lines(buyer.postalCode, buyer.town).join(' '),
    buyer.country,
    buyer.siret && `SIRET ${buyer.siret}`,
    buyer.vatNumber && `TVA intracommunautaire ${buyer.vatNumber}`,
  );
  return (
    <Row gutter={8}>
      <Col span={12}>
        <Card size="small" title="Vendeur" aria-label="Vendeur">
          <Lines values={sellerLines} />
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title="Client facturé" aria-label="Client facturé">
          <Lines values={buyerLines} />
        </Card>
      </Col>
    </Row>
  );
}
