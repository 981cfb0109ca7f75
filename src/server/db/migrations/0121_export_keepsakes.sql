-- Keepsake exports: exports.type is now 'video', 'audio' or 'pdf'; a PDF is made
-- for one paper size ('a4' or 'letter'), null for the other types.
ALTER TABLE exports ADD COLUMN paper text;
