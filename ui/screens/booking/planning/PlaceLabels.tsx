// The planning's sticky place column: a header per family, then its places (number, then name
// or type), only the rows in view.
import { type GridRow, LABEL_WIDTH, ROW_HEIGHT } from './planning-model';

export const GRID_LINE = '#ececec';

export function PlaceLabels({ rows, height }: { rows: GridRow[]; height: number }) {
  return (
    <div
      style={{
        position: 'sticky',
        left: 0,
        zIndex: 2,
        width: LABEL_WIDTH,
        height,
        flex: 'none',
        background: '#fff',
        borderRight: '1px solid #d9d9d9',
      }}
    >
      {rows.map((row) =>
        row.kind === 'family' ? (
          <div
            key={row.key}
            style={{
              position: 'absolute',
              top: row.top,
              height: ROW_HEIGHT,
              width: LABEL_WIDTH,
              padding: '0 8px',
              lineHeight: `${ROW_HEIGHT}px`,
              fontWeight: 600,
              background: '#f3f5f4',
              borderLeft: `4px solid ${row.color ?? '#bbb'}`,
              boxSizing: 'border-box',
            }}
          >
            {row.label}
          </div>
        ) : (
          <div
            key={row.key}
            title={`${row.number}${row.name ? ` — ${row.name}` : ''} · ${row.typeLabel} · ${row.capacity} pers.`}
            style={{
              position: 'absolute',
              top: row.top,
              height: ROW_HEIGHT,
              width: LABEL_WIDTH,
              padding: '0 8px 0 12px',
              lineHeight: `${ROW_HEIGHT}px`,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              borderBottom: `1px solid ${GRID_LINE}`,
              borderLeft: `4px solid ${row.color ?? '#ddd'}`,
              boxSizing: 'border-box',
              fontSize: 12,
            }}
          >
            <b>{row.number}</b>
            <span style={{ color: '#777' }}> {row.name ?? row.typeLabel}</span>
          </div>
        ),
      )}
    </div>
  );
}
