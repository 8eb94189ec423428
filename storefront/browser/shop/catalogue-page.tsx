import { useEffect, useState } from "preact/hooks";
import { money, ratingText } from "./format.ts";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { Link } from "./link.tsx";
import { useShop } from "./shop-context.ts";
import { navigate } from "./shop-router.ts";
import type { CataloguePage } from "./shop-types.ts";

const PAGE_SIZE = 12;

/** The catalogue: search, category filter and pages; each one is a route of its own. */
export function CataloguePageView({ query }: { query: URLSearchParams }) {
  const { api } = useShop();
  const { shown, report } = useIncident();
  const [page, setPage] = useState<CataloguePage | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const search = query.get("search") ?? "";
  const category = query.get("category") ?? "";
  const pageNumber = Number(query.get("page") ?? "1") || 1;

  useEffect(() => {
    api
      .call<{ categories: string[] }>("product", "GET", "/api/categories/")
      .then((r) => setCategories(r.categories), report);
  }, [api, report]);
  useEffect(() => {
    const params = new URLSearchParams({ page: String(pageNumber), page_size: String(PAGE_SIZE) });
    if (search) params.set("search", search);
    if (category) params.set("category", category);
    api.call<CataloguePage>("product", "GET", `/api/models/?${params}`).then(setPage, report);
  }, [api, report, search, category, pageNumber]);

  const go = (next: Record<string, string>) => {
    const params = new URLSearchParams({ search, category, ...next });
    for (const [key, value] of [...params])
      if (!value || (key === "page" && value === "1")) params.delete(key);
    const text = params.toString();
    navigate(text ? `/?${text}` : "/");
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">Catalogue</h1>
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
      <IncidentNotice shown={shown} />
      {page && page.items.length === 0 && <p>No product matches.</p>}
      <ul class="products">
        {page?.items.map((product) => (
          <li key={product.id} class="card">
            <h2>
              <Link to={`/products/${product.id}`}>{product.name}</Link>
            </h2>
            <p class="meta">
              {money(product.price_cents, product.currency)} · {ratingText(product.rating)}
            </p>
            <p class="meta">{product.stock > 0 ? `${product.stock} in stock` : "Out of stock"}</p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav class="pager" aria-label="Catalogue pages">
          <button
            type="button"
            disabled={pageNumber <= 1}
            onClick={() => go({ page: String(pageNumber - 1) })}
          >
            Previous
          </button>
          <span>
            Page {pageNumber} of {pages}
          </span>
          <button
            type="button"
            disabled={pageNumber >= pages}
            onClick={() => go({ page: String(pageNumber + 1) })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
