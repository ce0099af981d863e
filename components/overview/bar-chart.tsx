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
  partHeader,
}: {
  id: string;
  title: string;
  /** One sentence a screen reader hears with the title (the chart's gist: its total, its peak). */
  summary: string;
  columnHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
  labelStep?: number;
  /** What the bars' `part` counts ("Failed"): named in a legend and in the table's third column. */
  partHeader?: string;
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
      <BarChartDrawing bars={bars} labelStep={labelStep} partHeader={partHeader} />
      {partHeader ? <BarLegend valueHeader={valueHeader} partHeader={partHeader} /> : null}
      <BarChartTable
        title={title}
        columnHeader={columnHeader}
        valueHeader={valueHeader}
        partHeader={partHeader}
        bars={bars}
      />
    </figure>
  );
}

/** The two colours' meaning, for sighted readers (the table says it to screen readers). */
function BarLegend({ valueHeader, partHeader }: { valueHeader: string; partHeader: string }) {
  return (
    <p aria-hidden="true" className="flex gap-4 text-xs text-muted">
      <span className="inline-flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm bg-accent" />
        {valueHeader}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm bg-danger" />
        {partHeader}
      </span>
    </p>
  );
}

/** What a screen reader gets instead of the drawing: the same figures as a table. */
function BarChartTable({
  title,
  columnHeader,
  valueHeader,
  partHeader,
  bars,
}: {
  title: string;
  columnHeader: string;
  valueHeader: string;
  partHeader: string | undefined;
  bars: readonly Bar[];
}) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{columnHeader}</th>
          <th scope="col">{valueHeader}</th>
          {partHeader ? <th scope="col">{partHeader}</th> : null}
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.longLabel}>
            <th scope="row">{bar.longLabel}</th>
            <td>{bar.value.toLocaleString('en')}</td>
            {partHeader ? <td>{(bar.part ?? 0).toLocaleString('en')}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
