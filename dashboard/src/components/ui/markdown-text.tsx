import ReactMarkdown, { type Components } from 'react-markdown';
import { cn } from '../../lib/cn.ts';

/** The site's look for each element Markdown may produce; anything else is not rendered. */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="font-display text-xl font-bold" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="font-display text-xl font-bold" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="font-display text-lg font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="text-sm text-slate-300" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-300" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-300" {...props} />
  ),
  a: ({ node: _node, ...props }) => (
    <a
      className="font-semibold text-brand-300 underline hover:text-brand-200"
      target="_blank"
      rel="noopener noreferrer nofollow"
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="flex flex-col gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-amber-100 [&_p]:text-amber-100"
      {...props}
    />
  ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-white" {...props} />,
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-white/10 px-1 py-0.5 font-mono text-xs" {...props} />
  ),
  hr: () => <hr className="border-white/10" />,
  // No images from anywhere on the web on a public page: the words stand in for them.
  img: ({ alt }) => <span>{alt}</span>,
};

/**
 * Markdown an organiser wrote, shown safely: raw HTML is dropped (never rendered), images show their
 * alt text, and links keep to http(s), mailto and the like (react-markdown's URL filter drops
 * `javascript:`).
 */
export function MarkdownText({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-3 break-words', className)}>
      <ReactMarkdown skipHtml components={components}>
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
