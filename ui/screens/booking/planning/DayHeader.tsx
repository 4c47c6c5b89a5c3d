// The planning's sticky day header: month names, weekday and day number of the days in view,
// today, weekends and closed days (outside every activity period) marked.
import { CLOSED_BACKGROUND, CLOSED_TITLE, type DayColumn, HEADER_HEIGHT, LABEL_WIDTH } from './planning-model';

/** `leadIndex`: the first day fully in view, which names its month even mid-month. */
export function DayHeader({
  columns,
  closed,
  dayWidth,
  daysWidth,
  leadIndex,
}: {
  columns: DayColumn[];
  closed: ReadonlySet<string>;
  dayWidth: number;
  daysWidth: number;
  leadIndex: number;
}) {
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        display: 'flex',
        height: HEADER_HEIGHT,
        background: '#fafafa',
        borderBottom: '1px solid #d9d9d9',
      }}
    >
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 4,
          width: LABEL_WIDTH,
          flex: 'none',
          background: '#fafafa',
          borderRight: '1px solid #d9d9d9',
        }}
      />
      <div style={{ position: 'relative', width: daysWidth, flex: 'none' }}>
        {columns.map((d) => (
          <div
            key={d.day}
            title={closed.has(d.day) ? CLOSED_TITLE : undefined}
            data-closed={closed.has(d.day) || undefined}
            style={{
              position: 'absolute',
              left: d.index * dayWidth,
              width: dayWidth,
              top: 0,
              height: HEADER_HEIGHT,
              textAlign: 'center',
              fontSize: 11,
              lineHeight: '14px',
              background: d.isToday
                ? '#2f6f4f'
                : closed.has(d.day)
                  ? CLOSED_BACKGROUND
                  : d.isWeekend
                    ? '#efefef'
                    : undefined,
              color: d.isToday ? '#fff' : undefined,
              borderLeft: d.dayOfMonth === 1 ? '1px solid #999' : undefined,
            }}
          >
            <div
              style={{
                height: 14,
                // Above the next days' cells: a month's name is wider than its first day.
                position: 'relative',
                zIndex: 1,
                whiteSpace: 'nowrap',
                textAlign: 'left',
                paddingLeft: 2,
                fontWeight: 600,
                color: d.isToday ? '#fff' : '#2f6f4f',
              }}
            >
              {d.monthLabel ?? (d.index === leadIndex ? d.month : '')}
            </div>
            <div>{d.weekday}</div>
            <div style={{ fontWeight: 600 }}>{d.dayOfMonth}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
