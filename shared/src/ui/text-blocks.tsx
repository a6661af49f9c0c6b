/** Plain text kept by staff, shown as paragraphs: a blank line starts a new one; `lang` its language, when not the page's. */
export function TextBlocks({ text, lang }: { text: string; lang?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .map((block, index) => (
          <p key={index} className="measure-5" lang={lang}>
            {block}
          </p>
        ))}
    </>
  );
}
