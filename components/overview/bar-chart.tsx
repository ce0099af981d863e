import { BarChartDrawing } from './bar-chart-drawing';
import type { Bar } from './chart-bars';

/**
 * A bar chart drawn on the server (BarChartDrawing). Colours come from the theme, so dark mode needs nothing
 * more. Screen readers get a table of the same figures instead of the drawing. Labels show every `labelStep`
 * bars, so none overlap; each bar's tooltip and the table name them all.
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
      <BarChartDrawing bars={bars} labelStep={labelStep} />
      <BarChartTable title={title} columnHeader={columnHeader} valueHeader={valueHeader} bars={bars} />
    </figure>
  );
}

/** What a screen reader gets instead of the drawing: the same figures as a table. */
function BarChartTable({
  title,
  columnHeader,
  valueHeader,
  bars,
}: {
  title: string;
  columnHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
}) {
  return (
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
            <td>{bar.value.toLocaleString('en')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
