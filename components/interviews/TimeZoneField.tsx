'use client';

import { isTimeZone } from '@/lib/interviews/interviews';

/** Every zone the browser knows, for the list to choose from; any other IANA name can still be typed. */
const ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** A time zone by its IANA name (Europe/Paris), typed or picked; an unknown one is marked. */
export function TimeZoneField({
  value,
  onChange,
  label = 'Time zone',
}: {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
}) {
  const known = isTimeZone(value);
  return (
    <label>
      {label}
      <input
        list="time-zones"
        value={value}
        aria-invalid={!known}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <datalist id="time-zones">
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </label>
  );
}
