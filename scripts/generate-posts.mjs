/**
 * Generated published posts for scale tests and `npm run bench -- --scale`: SQL for the
 * embedded database (run as its owner), spread across the first five categories, one an hour back
 * from 2020-01-01 so they sort after the post files' posts. Nothing here runs at import.
 */
export function generatedPostsSql(count, { prefix = "generated" } = {}) {
  return `
    insert into public.posts (title, slug, excerpt, content, published, created_at, updated_at, category_id)
    select 'Generated post ' || n,
           '${prefix}-' || n,
           'A generated post for measuring the blog at size, number ' || n || '.',
           repeat('Some words in a generated body. ', 200),
           true,
           timestamptz '2020-01-01' - n * interval '1 hour',
           timestamptz '2020-01-01' - n * interval '1 hour',
           (select id from public.categories order by id offset (n % 5) limit 1)
      from generate_series(1, ${Number(count)}) as n
     order by md5(n::text); -- stored out of date order, as years of writing and editing leave them
    analyze public.posts;`;
}
