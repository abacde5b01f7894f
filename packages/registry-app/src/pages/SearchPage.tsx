/** /search */
export default function SearchPage() {
  return <h1>Search</h1>;
}
