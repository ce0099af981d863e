import Markdown, { type Components } from 'react-markdown';
import { focusRing } from '@/components/ui/cn';
import { remarkHeadingIds } from '@/lib/format/markdown-outline';

/**
 * A handbook's text, rendered from its Markdown. A handbook is a stored document that carries whatever a
 * customer typed into its company name, so raw HTML in it is never passed through: without rehype-raw,
 * react-markdown shows such HTML as the literal text it is, and it drops `javascript:` link targets.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h1 className="scroll-mt-4 text-3xl font-semibold tracking-tight break-words" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2
      className="mt-10 scroll-mt-4 border-b border-line pb-1.5 text-xl font-semibold break-words print:break-after-avoid"
      {...props}
    />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-6 scroll-mt-4 text-lg font-semibold break-words" {...props} />
  ),
  p: ({ node: _node, ...props }) => <p className="mt-4 leading-7" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-1.5 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-4 list-decimal space-y-1.5 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-7" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a className={`rounded text-accent underline underline-offset-2 ${focusRing}`} {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-4 border-l-4 border-line pl-4 text-muted" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-canvas px-1 py-0.5 font-mono text-sm" {...props} />
  ),
};

export function HandbookMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="max-w-prose break-words" data-testid="handbook-text">
      <Markdown remarkPlugins={[remarkHeadingIds]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
