import { COUNTRY_CODES, type CountryCode } from '@promptsmith/contract';
import { Select } from '@/components/ui/select';

const OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${c.label}` }));

/** The spec's 18 country calling codes, in its order. */
export function CountryCodeSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: CountryCode;
  onChange: (value: CountryCode) => void;
}) {
  return (
    <Select<CountryCode>
      id={id}
      value={value}
      onValueChange={onChange}
      options={OPTIONS}
      aria-label="Country code"
      className="w-32 shrink-0 sm:w-40"
    />
  );
}
