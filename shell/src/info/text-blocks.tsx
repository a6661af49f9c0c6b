/** Plain text kept by administrators, shown as paragraphs (a blank line starts a new one). */
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

/** A phone number as a link that a phone can call. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={label}>{phone}</a>;
}
