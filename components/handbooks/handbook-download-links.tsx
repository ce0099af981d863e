import { buttonClasses } from '@/components/ui/button';
import { PrintButton } from './print-button';

/** PDF and Markdown files of the handbook (made on the server), and printing. Not printed themselves. */
export function HandbookDownloadLinks({ handbookId }: { handbookId: string }) {
  const file = (format: 'pdf' | 'markdown') =>
    `/handbooks/${encodeURIComponent(handbookId)}/download?format=${format}`;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a href={file('pdf')} className={buttonClasses('primary', 'sm')}>
        Download PDF
      </a>
      <a href={file('markdown')} className={buttonClasses('secondary', 'sm')}>
        Download Markdown
      </a>
      <PrintButton />
    </div>
  );
}
