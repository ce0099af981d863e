import { scaleBand, scaleLinear } from 'd3-scale';
import { cn } from '@/components/ui/cn';
import type { Bar } from './chart-bars';

const HEIGHT = 100;
const number = new Intl.NumberFormat('en');

/**
 * The chart's picture, hidden from screen readers (BarChart gives them a table): d3-scale places the bars and
 * picks round ticks; the SVG holds only shapes, sized in percent so it fills any width, and the text (ticks,
 * labels) is HTML that keeps its size. Labels show every `labelStep` bars (every other one more on a phone).
 * A bar's `part` is drawn over its foot in the danger colour.
 */
export function BarChartDrawing({
  bars,
  labelStep,
  partHeader,
}: {
  bars: readonly Bar[];
  labelStep: number;
  /** What the bars' `part`, drawn at their foot, counts (BarChart's). */
  partHeader?: string | undefined;
}) {
  const { y, ticks } = countAxis(bars.map((bar) => bar.value));
  const x = scaleBand<number>()
    .domain(bars.map((_, i) => i))
    .range([0, 100])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  return (
    <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <div className="relative h-40 w-10 text-right text-xs text-muted">
        {ticks.map((tick) => (
          <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(tick)}%` }}>
            {number.format(tick)}
          </span>
        ))}
      </div>
      <svg className="h-40 w-full overflow-visible" viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none">
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={100}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-line"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {bars.map((bar, i) => {
          const rect = (
            <rect
              x={x(i)}
              width={x.bandwidth()}
              y={y(bar.value)}
              height={HEIGHT - y(bar.value)}
              rx={0.6}
              className={cn('fill-accent', bar.href && 'hover:opacity-80')}
            >
              <title>{barTitle(bar, partHeader)}</title>
            </rect>
          );
          const part = bar.part ? (
            <rect
              x={x(i)}
              width={x.bandwidth()}
              y={y(bar.part)}
              height={HEIGHT - y(bar.part)}
              className="pointer-events-none fill-danger"
            />
          ) : null;
          // A shortcut for the pointer only: the drawing is hidden from assistive technology, and the
          // figures' cards above lead keyboard users to the same lists.
          return bar.href ? (
            <a key={bar.longLabel} href={bar.href} tabIndex={-1}>
              {rect}
              {part}
            </a>
          ) : (
            <g key={bar.longLabel}>
              {rect}
              {part}
            </g>
          );
        })}
      </svg>
      <div />
      <BarLabels bars={bars} labelStep={labelStep} />
    </div>
  );
}

const barTitle = (bar: Bar, partHeader: string | undefined) =>
  `${bar.longLabel}: ${number.format(bar.value)}${partHeader ? `, ${partHeader.toLowerCase()}: ${number.format(bar.part ?? 0)}` : ''}${bar.opens ? ` (opens ${bar.opens})` : ''}`;

/**
 * The value axis of whole counts: from 0 to a round number at least 1, with at most four steps, each tick a
 * whole number (a week with no expiries has the ticks 0 and 1, not 0.2, 0.4…).
 */
export function countAxis(values: readonly number[]) {
  const max = Math.max(1, ...values);
  const y = scaleLinear().domain([0, max]).nice(Math.min(4, max)).range([HEIGHT, 0]);
  return { y, ticks: y.ticks(Math.min(4, max)).filter(Number.isInteger) };
}

/** Columns as wide as the bars' bands; a label wider than its column spills evenly both ways. */
function BarLabels({ bars, labelStep }: { bars: readonly Bar[]; labelStep: number }) {
  return (
    <div
      className="grid text-xs text-muted"
      style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
    >
      {bars.map((bar, i) => (
        <span
          key={bar.longLabel}
          className={cn(
            'flex flex-col items-center pt-1 whitespace-nowrap',
            i % labelStep !== 0 && 'invisible',
            i % (labelStep * 2) !== 0 && 'max-sm:invisible',
          )}
        >
          <span>{bar.label}</span>
          {bar.sublabel ? <span>{bar.sublabel}</span> : null}
        </span>
      ))}
    </div>
  );
}
