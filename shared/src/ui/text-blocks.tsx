/** Plain text kept by staff, shown as paragraphs: a blank line starts a new one. */
export function TextBlocks({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .map((block, index) => (
          <p key={index} className="measure-5">
            {block}
          </p>
        ))}
    </>
  );
}
