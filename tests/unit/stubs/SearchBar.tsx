import {useState} from 'react';

/** Stand-in for the local search theme's box, as our wrapper sees it: a controlled input named Search in a div. */
export default function SearchBar() {
  const [value, setValue] = useState('');
  return (
    <div className="navbar__search">
      <input aria-label="Search" data-real value={value} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}
