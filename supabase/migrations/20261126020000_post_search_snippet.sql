-- What a search result and a link preview show of a post, when its title or excerpt is too long
-- for them: a shorter title for the page's <title> (followed by the site's name, at most 60
-- characters in all) and a description of at most 160 characters. Both optional: without them
-- the page uses the title and the excerpt (docs/decisions/0034-search-titles-and-structured-data.md).
-- `npm run posts:check` holds the files to those lengths; the database does not.
alter table public.posts add column if not exists seo_title text;
alter table public.posts add column if not exists seo_description text;
