/** The first tab stop of every page: straight past the header and navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-ink-800 focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}
