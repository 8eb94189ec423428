import { useEffect, useState } from "preact/hooks";
import { CatalogueFilters } from "./catalogue-filters.tsx";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { Pager } from "./pager.tsx";
import { ProductCards } from "./product-cards.tsx";
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
      <CatalogueFilters search={search} category={category} categories={categories} go={go} />
      <IncidentNotice shown={shown} />
      {page && page.items.length === 0 && <p>No product matches.</p>}
      <ProductCards products={page?.items ?? []} />
      {pages > 1 && <Pager page={pageNumber} pages={pages} onPage={(n) => go({ page: String(n) })} />}
    </section>
  );
}
