// The booking's documents: the attendants list (the police form of the occupants) as a PDF in a
// new browser tab; a booking not yet saved has none.
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';

export function DocumentsTab({ bookingId }: { bookingId: number }) {
  return (
    <Space direction="vertical">
      <Button
        icon={<FilePdfOutlined />}
        disabled={bookingId === 0}
        onClick={() => window.open(`/rest/booking/booking/${bookingId}/attendants`, '_blank', 'noopener')}
      >
        Imprimer la liste des occupants
      </Button>
      {bookingId === 0 && (
        <Typography.Text type="secondary">Enregistrez la réservation pour imprimer ses documents.</Typography.Text>
      )}
    </Space>
  );
}
