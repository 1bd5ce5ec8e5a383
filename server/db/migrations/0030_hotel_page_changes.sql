-- Edge caching (docs/decisions.md 146): a hotel's page changes with the hotel, its photos and its reviews.
CREATE FUNCTION hotels_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Separate statements: PL/pgSQL prepares each only when it runs, so hotels rows never meet hotel_id.
  IF TG_TABLE_NAME = 'hotels' THEN
    PERFORM pg_notify('page_change', 'hotel:' || coalesce(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('page_change', 'hotel:' || coalesce(NEW.hotel_id, OLD.hotel_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER hotels_page_change AFTER INSERT OR UPDATE OR DELETE ON hotels FOR EACH ROW EXECUTE FUNCTION hotels_page_change();--> statement-breakpoint
CREATE TRIGGER hotel_photos_page_change AFTER INSERT OR UPDATE OR DELETE ON hotel_photos FOR EACH ROW EXECUTE FUNCTION hotels_page_change();--> statement-breakpoint
CREATE TRIGGER hotel_reviews_page_change AFTER INSERT OR UPDATE OR DELETE ON hotel_reviews FOR EACH ROW EXECUTE FUNCTION hotels_page_change();
