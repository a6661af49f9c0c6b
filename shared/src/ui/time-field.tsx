import { useState } from 'react';

// From the package by its name, not its files: the app's build takes these from the kit shared by
// every app (its words loaded, one formatter), where a relative path would bundle a copy of its own.
import { formatTime, kitText, TextField } from '@portal/shared';

/** A time of day as forms send it: "09:30", "14:00". */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time as people type it: "9", "9:30", "9.30pm", "2:30 p.m.", "14:30", "14h30". */
const TYPED = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/** What a person typed as "HH:MM" (24 hours), or null when it is not a time of day. */
export function parseTime(text: string): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "HH:MM" as the portal writes a time in the page's language ("9:30 a.m."); anything else as it is. */
function shown(value: string): string {
  return CLOCK.test(value) ? formatTime(`2000-01-01T${value}`) : value;
}

type TimeFieldProps = {
  name: string;
  label: string;
  /** The kit's example of a time unless given. */
  hint?: string;
  error?: string;
  id?: string;
  /** "HH:MM", "" when empty, or the text as typed when it is not a time (which a check refuses). */
  value: string;
  onValue: (value: string) => void;
};

/**
 * A time of day typed as people write it, not the browser's time input (whose look and way of
 * typing differ by browser and which reads poorly aloud): one text box that takes "9:30", "9.30pm"
 * or "14:30" and, once left, shows the time as the portal writes it ("9:30 p.m.").
 */
export function TimeField({ value, onValue, hint, ...field }: TimeFieldProps) {
  const t = kitText.useText();
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, a restored draft) replaces what the box shows.
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(shown(value));
  }
  return (
    <TextField
      {...field}
      hint={hint ?? t('time.hint')}
      className="usa-input--small"
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => {
        const next = parseTime(event.target.value) ?? event.target.value.trim();
        setText(event.target.value);
        setLast(next);
        onValue(next);
      }}
      onBlur={() => setText(shown(last))}
    />
  );
}
