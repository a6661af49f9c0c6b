-- The search vectors and their indexes, as written by searchIndexDdl() (scripts/search-index-sql.ts).
DROP INDEX IF EXISTS news_search_idx;
--> statement-breakpoint
ALTER TABLE news DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE news ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX news_search_idx ON news USING gin (search_vector) WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS documents_search_idx;
--> statement-breakpoint
ALTER TABLE documents DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, file_name), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX documents_search_idx ON documents USING gin (search_vector) WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS polls_search_idx;
--> statement-breakpoint
ALTER TABLE polls DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE polls ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX polls_search_idx ON polls USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS petitions_search_idx;
--> statement-breakpoint
ALTER TABLE petitions DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE petitions ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX petitions_search_idx ON petitions USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS campaigns_search_idx;
--> statement-breakpoint
ALTER TABLE campaigns DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE campaigns ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX campaigns_search_idx ON campaigns USING gin (search_vector) WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS projects_search_idx;
--> statement-breakpoint
ALTER TABLE projects DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE projects ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'C') || setweight(to_tsvector('english'::regconfig, location), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX projects_search_idx ON projects USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS legislation_search_idx;
--> statement-breakpoint
ALTER TABLE legislation DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE legislation ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, number), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX legislation_search_idx ON legislation USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS community_groups_search_idx;
--> statement-breakpoint
ALTER TABLE community_groups DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE community_groups ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, category), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C') || setweight(to_tsvector('english'::regconfig, meeting_info), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX community_groups_search_idx ON community_groups USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS chat_groups_search_idx;
--> statement-breakpoint
ALTER TABLE chat_groups DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE chat_groups ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX chat_groups_search_idx ON chat_groups USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_contacts_search_idx;
--> statement-breakpoint
ALTER TABLE emergency_contacts DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE emergency_contacts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, phone), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX emergency_contacts_search_idx ON emergency_contacts USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_categories_search_idx;
--> statement-breakpoint
ALTER TABLE emergency_categories DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE emergency_categories ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX emergency_categories_search_idx ON emergency_categories USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_subcategories_search_idx;
--> statement-breakpoint
ALTER TABLE emergency_subcategories DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE emergency_subcategories ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX emergency_subcategories_search_idx ON emergency_subcategories USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_subcategory_options_search_idx;
--> statement-breakpoint
ALTER TABLE emergency_subcategory_options DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE emergency_subcategory_options ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX emergency_subcategory_options_search_idx ON emergency_subcategory_options USING gin (search_vector) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS council_members_search_idx;
--> statement-breakpoint
ALTER TABLE council_members DROP COLUMN IF EXISTS search_vector;
--> statement-breakpoint
ALTER TABLE council_members ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, role), 'B') || setweight(to_tsvector('english'::regconfig, ward), 'B') || setweight(to_tsvector('english'::regconfig, bio), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX council_members_search_idx ON council_members USING gin (search_vector) WHERE is_active;
