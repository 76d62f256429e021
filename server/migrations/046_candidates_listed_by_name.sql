-- A page of the candidate list is read in its order, by name as the browser's collator orders
-- names (server/store/candidatePage.ts): the first page of 100 000 reads 50 index entries.
CREATE INDEX candidates_by_name ON candidates ((name COLLATE "und-x-icu"), id);
