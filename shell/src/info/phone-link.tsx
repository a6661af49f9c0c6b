/** A phone number as a link that a phone can call. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={label}>
      {phone}
    </a>
  );
}
