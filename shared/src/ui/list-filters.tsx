import { Children, isValidElement, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { SearchBox } from './search-box';
import { SelectField } from './select-field';

/**
 * A list's search and filters live in the address, so a link or a reload shows the same list.
 * `update` sets the parameters given (an empty value removes one) and goes back to page one.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) current.set(key, value);
        else current.delete(key);
      }
      current.delete('page');
      return current;
    });
  return { searchParams, update };
}

type FilterSearchProps = {
  /** The field's id, which an error summary links to. */
  id: string;
  /** The field's label, like "Search news". */
  label: string;
  /** The search landmark's name, where the label does not tell it from others. */
  landmarkLabel?: string;
  /** The query parameter it sets: "search" unless given. */
  name?: string;
};

/** A list's search box: follows its parameter in the address and sets it; sent empty, it clears the search. */
export function FilterSearch({ id, label, landmarkLabel, name = 'search' }: FilterSearchProps) {
  const { searchParams, update } = useFilterParams();
  return (
    <SearchBox
      id={id}
      name={name}
      label={label}
      landmarkLabel={landmarkLabel}
      defaultValue={searchParams.get(name) ?? ''}
      emptyError={false}
      onSubmit={(value) => update({ [name]: value })}
    />
  );
}

type FilterSelectProps = {
  /** The select's name and the query parameter it sets. */
  name: string;
  label: string;
  options: readonly { value: string | number; label: string; lang?: string }[];
  /** The choice that shows every row, like "Everyone"; none when a choice is always made (a sort order). */
  placeholder?: string;
  /** The choice shown when the address has none (a default sort order). */
  fallback?: string;
};

/** A list's filter or sort order: a select that follows its parameter in the address and sets it. */
export function FilterSelect({ name, label, options, placeholder, fallback = '' }: FilterSelectProps) {
  const { searchParams, update } = useFilterParams();
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={placeholder}
      value={searchParams.get(name) ?? fallback}
      options={options}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );
}

/** A list's search and filters side by side from tablet width, stacked on a phone. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <div className="grid-row grid-gap-2 margin-bottom-2">
      {Children.toArray(children).map((child) => (
        <div key={isValidElement(child) ? child.key : undefined} className="tablet:grid-col">
          {child}
        </div>
      ))}
    </div>
  );
}
