// antd's search box alone, not the Input index: that one brings TextArea, Password and OTP along.
import Search from 'antd/es/input/Search';

interface TableSearchProps {
  /** The search in the URL. */
  value: string | undefined;
  label: string;
  placeholder: string;
  maxLength?: number;
  /** The new search, trimmed; undefined once cleared. */
  onSearch: (value: string | undefined) => void;
}

/** A staff table's search box: searches on Enter or its button, and shows the URL's search. */
export function TableSearch({ value, label, placeholder, maxLength = 100, onSearch }: TableSearchProps) {
  return (
    <Search
      // Re-created when the URL's search changes (back button, a link), so the box shows it.
      key={value ?? ''}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={label}
      allowClear
      enterButton="Search"
      maxLength={maxLength}
      style={{ maxWidth: 360 }}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  );
}
