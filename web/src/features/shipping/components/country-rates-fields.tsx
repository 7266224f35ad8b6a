// The zone form's countries taxed at a rate of their own (an EU member state's standard rate within the EU zone's):
// each row a country of the zone and its rate as a percent, added and removed in place. The zone's rate applies to
// every country without a row.
import { useWatch, type Control } from 'react-hook-form';
import { countryName } from '@toolshop/domain';
import { ZoneRows } from './zone-rows';
import { percentField } from './zone-number-fields';
import type { ZoneValues } from './zone-values';

export function CountryRatesFields({ control }: { control: Control<ZoneValues> }) {
  const countries = useWatch({ control, name: 'countries' });
  const rows = useWatch({ control, name: 'countryRates' });
  // The zone's countries, and a row's own country even once it left the zone (its error then says so).
  const optionsFor = (chosen: string | undefined) =>
    [...new Set([...countries, ...(chosen ? [chosen] : [])])].map((code) => ({
      value: code,
      label: countryName(code),
    }));
  return (
    <ZoneRows
      control={control}
      name="countryRates"
      legend="Country tax rates"
      hint="Countries of this zone that charge a rate of their own; the others pay the zone's rate."
      rowName="country rate"
      cells={(index) => [
        {
          name: `countryRates.${index}.country`,
          cell: { xs: 6, sm: 5 },
          label: 'Country',
          required: true,
          options: optionsFor(rows?.[index]?.country),
        },
        {
          name: `countryRates.${index}.percent`,
          cell: { xs: 4, sm: 4 },
          label: 'Rate (%)',
          required: true,
          ...percentField,
        },
      ]}
      emptyRow={{ country: '', percent: undefined }}
      addLabel="Add country rate"
    />
  );
}
