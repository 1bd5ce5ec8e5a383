-- Edge caching (docs/decisions.md 146): every change to what a public page shows notifies the channel page_change
-- with the page's object key (ad:<id>, shop:<id>, company:<id>); the origin listens and purges the edge. A trigger
-- catches every write path at once. Counters that change on every visit (views, leads, likes) purge nothing.
CREATE FUNCTION ads_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id integer := coalesce(NEW.id, OLD.id);
BEGIN
  PERFORM pg_notify('page_change', 'ad:' || row_id);
  IF coalesce(NEW.shop_id, OLD.shop_id) IS NOT NULL THEN PERFORM pg_notify('page_change', 'shop:' || coalesce(NEW.shop_id, OLD.shop_id)); END IF;
  IF coalesce(NEW.company_id, OLD.company_id) IS NOT NULL THEN PERFORM pg_notify('page_change', 'company:' || coalesce(NEW.company_id, OLD.company_id)); END IF;
  IF TG_OP = 'UPDATE' AND OLD.company_id IS DISTINCT FROM NEW.company_id AND OLD.company_id IS NOT NULL THEN
    PERFORM pg_notify('page_change', 'company:' || OLD.company_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ads_page_change_write AFTER INSERT OR DELETE ON ads FOR EACH ROW EXECUTE FUNCTION ads_page_change();--> statement-breakpoint
CREATE TRIGGER ads_page_change_update AFTER UPDATE ON ads FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['total_like', 'total_comment', 'total_view', 'today_view', 'today_view_date', 'total_contact_lead', 'total_message_lead', 'search_vector', 'updated_at'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['total_like', 'total_comment', 'total_view', 'today_view', 'today_view_date', 'total_contact_lead', 'total_message_lead', 'search_vector', 'updated_at']))
  EXECUTE FUNCTION ads_page_change();--> statement-breakpoint
CREATE FUNCTION shops_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_change', 'shop:' || coalesce(NEW.id, OLD.id));
  -- Item pages show their shop, and a suspended shop's items leave every list.
  PERFORM pg_notify('page_change', 'ad:' || a.id) FROM ads a WHERE a.shop_id = coalesce(NEW.id, OLD.id) AND a.deleted_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shops_page_change_write AFTER INSERT OR DELETE ON shops FOR EACH ROW EXECUTE FUNCTION shops_page_change();--> statement-breakpoint
CREATE TRIGGER shops_page_change_update AFTER UPDATE ON shops FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['total_like', 'updated_at']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['total_like', 'updated_at']))
  EXECUTE FUNCTION shops_page_change();--> statement-breakpoint
CREATE FUNCTION companies_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_change', 'company:' || coalesce(NEW.id, OLD.id));
  -- A company's ads are listed only while it is approved.
  PERFORM pg_notify('page_change', 'ad:' || a.id) FROM ads a WHERE a.company_id = coalesce(NEW.id, OLD.id) AND a.deleted_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_page_change AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION companies_page_change();--> statement-breakpoint
-- A member's ads and shops show their name and photo, and 'Show My Ads' or deleting the account hides their ads.
CREATE FUNCTION users_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_change', 'ad:' || a.id) FROM ads a WHERE a.owner_id = NEW.id AND a.deleted_at IS NULL;
  PERFORM pg_notify('page_change', 'shop:' || s.id) FROM shops s WHERE s.owner_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_page_change AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.name, OLD.last_name, OLD.user_name, OLD.avatar, OLD.show_my_ads, OLD.deleted_at, OLD.is_blocked)
    IS DISTINCT FROM (NEW.name, NEW.last_name, NEW.user_name, NEW.avatar, NEW.show_my_ads, NEW.deleted_at, NEW.is_blocked))
  EXECUTE FUNCTION users_page_change();
