-- ad_words follows the words of ads' search documents (search_vector, set by ads_search_vector_trg). New ads add
-- theirs once per statement (a bulk insert pays one set-based insert); an edit that changes the document adds its
-- words per row. Sorted inserts keep concurrent writers from deadlocking on the same new words.
CREATE OR REPLACE FUNCTION ad_words_add_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO ad_words (word)
    SELECT DISTINCT u.lexeme FROM new_ads n CROSS JOIN LATERAL unnest(n.search_vector) u ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ad_words_insert_trg AFTER INSERT ON ads REFERENCING NEW TABLE AS new_ads
  FOR EACH STATEMENT EXECUTE FUNCTION ad_words_add_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ad_words_add_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO ad_words (word)
    SELECT u.lexeme FROM unnest(NEW.search_vector) u ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ad_words_update_trg AFTER UPDATE OF name, tags, description, detailed_description ON ads
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION ad_words_add_updated();
--> statement-breakpoint
INSERT INTO ad_words (word)
  SELECT DISTINCT u.lexeme FROM ads a CROSS JOIN LATERAL unnest(a.search_vector) u ORDER BY 1
ON CONFLICT DO NOTHING;
