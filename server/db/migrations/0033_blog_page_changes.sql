-- Edge caching (docs/decisions.md 146): a blog's page changes with the blog (not with its view counters), the blog
-- lists with any blog or category, and the pages of a category's blogs with the category.
CREATE FUNCTION blogs_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_change', 'blogs');
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('page_change', 'blog:' || OLD.slug); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('page_change', 'blog:' || NEW.slug); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER blogs_page_change_write AFTER INSERT OR DELETE ON blogs FOR EACH ROW EXECUTE FUNCTION blogs_page_change();--> statement-breakpoint
CREATE TRIGGER blogs_page_change_update AFTER UPDATE ON blogs FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['view_count', 'total_views', 'updated_at']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['view_count', 'total_views', 'updated_at']))
  EXECUTE FUNCTION blogs_page_change();--> statement-breakpoint
CREATE FUNCTION blog_categories_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_change', 'blogs');
  PERFORM pg_notify('page_change', 'blog:' || b.slug) FROM blogs b WHERE b.category_id = coalesce(NEW.id, OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER blog_categories_page_change AFTER INSERT OR UPDATE OR DELETE ON blog_categories FOR EACH ROW EXECUTE FUNCTION blog_categories_page_change();
