// The import's facts as posted and the decision's trail, in one dense block.
import { Link } from '@tanstack/react-router';
import { Descriptions, Tag } from 'antd';
import type { ImportDetail } from '../../../../service/domains/booking-import/contract';
import { formatDate, formatDateTime, formatMoney, formatPhone } from '../../../format';
import { bookingResumePath, decisionLabels, flagLabels } from './labels';

export function ImportSummary({ item }: { item: ImportDetail }) {
  const { customer, stay } = item.payload;
  const address = [customer.address1, customer.address2, [customer.postalCode, customer.town].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const place = item.placeNumber ? `Place ${item.placeNumber}` : (item.placeTypeLabel ?? '');
  return (
    <Descriptions size="small" bordered column={3}>
      <Descriptions.Item label="Client">
        {[customer.civility, customer.lastName, customer.firstName].filter(Boolean).join(' ')}
      </Descriptions.Item>
      <Descriptions.Item label="E-mail">{customer.email}</Descriptions.Item>
      <Descriptions.Item label="Téléphone">{customer.phone ? formatPhone(customer.phone) : ''}</Descriptions.Item>
      <Descriptions.Item label="Adresse" span={2}>
        {[address, customer.country?.toUpperCase()].filter(Boolean).join(' — ')}
      </Descriptions.Item>
      <Descriptions.Item label="Langue">{customer.language?.toUpperCase()}</Descriptions.Item>
      <Descriptions.Item label="Arrivée">{formatDate(stay.arrival)}</Descriptions.Item>
      <Descriptions.Item label="Départ">{formatDate(stay.departure)}</Descriptions.Item>
      <Descriptions.Item label="Hébergement">{place}</Descriptions.Item>
      <Descriptions.Item label="Personnes">{item.personsCount}</Descriptions.Item>
      <Descriptions.Item label="Montant vendu">{formatMoney(item.amountCents)}</Descriptions.Item>
      <Descriptions.Item label="Déjà payé">{formatMoney(item.paidCents)}</Descriptions.Item>
      <Descriptions.Item label="Décision">
        <Tag color={decisionLabels[item.decision].color}>{decisionLabels[item.decision].label}</Tag>
        {item.isForced && <Tag color="orange">forcée</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="Décidée par">
        {item.decidedByName ? `${item.decidedByName}, le ${formatDateTime(item.decidedAt)}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="Motif de refus">{item.refusalReason}</Descriptions.Item>
      <Descriptions.Item label="Intégration">
        <Tag color={flagLabels[item.integrationFlag].color}>{flagLabels[item.integrationFlag].label}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Réservation">
        {item.bookingId !== null && item.customerId !== null && (
          <Link to={bookingResumePath(item.bookingId, item.customerId, item.bookingKind ?? 3)}>
            Ouvrir la réservation {item.bookingCode ?? `n° ${item.bookingId}`}
          </Link>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Reçue le">{formatDateTime(item.receivedAt)}</Descriptions.Item>
      <Descriptions.Item label="Commentaire" span={3}>
        {item.payload.comment}
      </Descriptions.Item>
    </Descriptions>
  );
}
