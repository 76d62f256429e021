interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box named for screen readers by `label`, with the spec's placeholder. */
export function SearchInput({ label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
