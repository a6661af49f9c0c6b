/**
 * Formatted text as the API serves it (`body_html`, `description_html`): Markdown that the API has
 * rendered and sanitized with its allow-list. Nothing else may be given to this component.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return <div className="usa-prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
