// "Print attendants": the booking's occupants, place by place, as a PDF for the
// reception desk (names, birth dates, ages, nationalities).
import { loadPdfKit } from '../../pdfkit';
import type { BookingDto } from './contract';
import { ageOn } from './occupant-age';

export interface AttendantLabels {
  ageCategory: (id: number) => string;
  nationality: (id: number | null) => string;
}

function ageText(birthDate: string | null, day: string): string {
  if (!birthDate) return '';
  const years = ageOn(birthDate, day);
  return years <= 1 ? `${years} an` : `${years} ans`;
}

const frDay = (day: string | null) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');

export async function renderAttendants(b: BookingDto, labels: AttendantLabels): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `Accompagnants ${b.code ?? b.quoteNumber ?? b.id}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`Séjour ${b.code ?? b.quoteNumber ?? b.id} — ${b.customerName}`);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Du ${frDay(b.startDate)} au ${frDay(b.endDate)}`)
      .moveDown();
    for (const o of b.occupancies.filter((x) => !x.isCancelled)) {
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`Emplacement ${o.placeNumber} (${o.placeTypeLabel}) — du ${frDay(o.startDate)} au ${frDay(o.endDate)}`);
      doc.font('Helvetica').fontSize(10);
      o.occupants.forEach((p, i) => {
        const name = [p.lastName?.toUpperCase(), p.firstName].filter(Boolean).join(' ') || `Occupant ${i + 1}`;
        const parts = [
          name,
          labels.ageCategory(p.ageCategoryId),
          frDay(p.birthDate),
          ageText(p.birthDate, o.startDate),
          labels.nationality(p.nationalityId),
        ];
        doc.text(parts.filter(Boolean).join('  ·  '));
      });
      doc.moveDown();
    }
    doc.end();
  });
}
