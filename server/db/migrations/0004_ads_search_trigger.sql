-- Weighted full-text document of an ad: name (A), tags (B), descriptions (C). 'simple' keeps words as written,
-- since ads come in seven languages; pg_trgm covers typos.
CREATE OR REPLACE FUNCTION ads_search_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '') || ' ' || coalesce(NEW.detailed_description, '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ads_search_vector_trg BEFORE INSERT OR UPDATE OF name, tags, description, detailed_description ON ads
  FOR EACH ROW EXECUTE FUNCTION ads_search_vector_update();
