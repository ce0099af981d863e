import { scaleBand, scaleLinear } from 'd3-scale';
import { cn } from '@/components/ui/cn';

export interface Bar {
  /** Under the bar: short ("24 Nov"). */
  label: string;
  /** A second line under the label, where one is due (a month's year). */
  sublabel?: string;
  /** In the text alternative and the bar's tooltip: unambiguous ("Week of 24 Nov 2026"). */
  longLabel: string;
  value: number;
}

const HEIGHT = 100;
const number = new Intl.NumberFormat('en');

/**
 * A bar chart drawn on the server: d3-scale places the bars and picks round ticks; the SVG holds only shapes,
 * sized in percent so it fills any width, and the text (ticks, labels) is HTML that keeps its size. Colours
 * come from the theme, so dark mode needs nothing more. Screen readers get a table of the same figures
 * instead of the drawing. Labels show every `labelStep` bars (every other one more on a phone), so none
 * overlap; each bar's tooltip and the table name them all.
 */
export function BarChart({
  id,
  title,
  summary,
  columnHeader,
  valueHeader,
  bars,
  labelStep = 1,
}: {
  id: string;
  title: string;
  /** One sentence a screen reader hears with the title (the chart's gist: its total, its peak). */
  summary: string;
  columnHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
  labelStep?: number;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const y = scaleLinear().domain([0, max]).nice(4).range([HEIGHT, 0]);
  const x = scaleBand<number>()
    .domain(bars.map((_, i) => i))
    .range([0, 100])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const ticks = y.ticks(4);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="flex flex-col gap-3"
    >
      <figcaption>
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <p id={`${id}-summary`} className="text-sm text-muted">
          {summary}
        </p>
      </figcaption>
      <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div className="relative h-40 w-10 text-right text-xs text-muted">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(tick)}%` }}>
              {number.format(tick)}
            </span>
          ))}
        </div>
        <svg
          className="h-40 w-full overflow-visible"
          viewBox={`0 0 100 ${HEIGHT}`}
          preserveAspectRatio="none"
        >
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
          {bars.map((bar, i) => (
            <rect
              key={bar.longLabel}
              x={x(i)}
              width={x.bandwidth()}
              y={y(bar.value)}
              height={HEIGHT - y(bar.value)}
              rx={0.6}
              className="fill-accent"
            >
              <title>{`${bar.longLabel}: ${number.format(bar.value)}`}</title>
            </rect>
          ))}
        </svg>
        <div />
        {/* Columns as wide as the bars' bands; a label wider than its column spills evenly both ways. */}
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
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columnHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.longLabel}>
              <th scope="row">{bar.longLabel}</th>
              <td>{number.format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
