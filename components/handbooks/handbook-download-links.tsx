import { buttonClasses } from '@/components/ui/button';
import { PrintButton } from './print-button';

/** Where a handbook's file is made: its current version, or version `version`. */
export const handbookFileHref = (handbookId: string, format: 'pdf' | 'markdown', version?: number) =>
  `/handbooks/${encodeURIComponent(handbookId)}/download?format=${format}${version ? `&version=${version}` : ''}`;

/** PDF and Markdown files of the handbook (made on the server), and printing. Not printed themselves. */
export function HandbookDownloadLinks({ handbookId, version }: { handbookId: string; version?: number }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a href={handbookFileHref(handbookId, 'pdf', version)} className={buttonClasses('primary', 'sm')}>
        Download PDF
      </a>
      <a
        href={handbookFileHref(handbookId, 'markdown', version)}
        className={buttonClasses('secondary', 'sm')}
      >
        Download Markdown
      </a>
      <PrintButton />
    </div>
  );
}
