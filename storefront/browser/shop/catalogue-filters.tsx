/** The catalogue's search box and category filter; either one goes back to the first page. */
export function CatalogueFilters({
  search,
  category,
  categories,
  go,
}: {
  search: string;
  category: string;
  categories: readonly string[];
  go: (next: Record<string, string>) => void;
}) {
  return (
    <form
      class="filters"
      aria-label="Search the catalogue"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        go({ search: String(form.get("search") ?? "").trim(), page: "1" });
      }}
    >
      <label>
        Search
        <input type="search" name="search" defaultValue={search} maxLength={100} />
      </label>
      <label>
        Category
        <select
          name="category"
          value={category}
          onChange={(event) => go({ category: event.currentTarget.value, page: "1" })}
        >
          <option value="">All</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Search</button>
    </form>
  );
}
