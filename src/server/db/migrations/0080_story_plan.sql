-- The plot, companion and setting the writer chose, kept with the story so that a
-- parent's next story avoids those of their last three (null for stories written before, or by a
-- vendor writer that reports no plan).
ALTER TABLE stories ADD COLUMN plan jsonb;
