-- The search indexes, as written by searchIndexDdl() (scripts/search-index-sql.ts): each matches its query exactly.
DROP INDEX IF EXISTS news_search_idx;
--> statement-breakpoint
CREATE INDEX news_search_idx ON news USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C'))) WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS documents_search_idx;
--> statement-breakpoint
CREATE INDEX documents_search_idx ON documents USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, file_name), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS polls_search_idx;
--> statement-breakpoint
CREATE INDEX polls_search_idx ON polls USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS petitions_search_idx;
--> statement-breakpoint
CREATE INDEX petitions_search_idx ON petitions USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS campaigns_search_idx;
--> statement-breakpoint
CREATE INDEX campaigns_search_idx ON campaigns USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C'))) WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS projects_search_idx;
--> statement-breakpoint
CREATE INDEX projects_search_idx ON projects USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'C') || setweight(to_tsvector('english'::regconfig, location), 'D'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS legislation_search_idx;
--> statement-breakpoint
CREATE INDEX legislation_search_idx ON legislation USING gin ((setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, number), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS community_groups_search_idx;
--> statement-breakpoint
CREATE INDEX community_groups_search_idx ON community_groups USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, category), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C') || setweight(to_tsvector('english'::regconfig, meeting_info), 'D'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS chat_groups_search_idx;
--> statement-breakpoint
CREATE INDEX chat_groups_search_idx ON chat_groups USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_contacts_search_idx;
--> statement-breakpoint
CREATE INDEX emergency_contacts_search_idx ON emergency_contacts USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, phone), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_categories_search_idx;
--> statement-breakpoint
CREATE INDEX emergency_categories_search_idx ON emergency_categories USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_subcategories_search_idx;
--> statement-breakpoint
CREATE INDEX emergency_subcategories_search_idx ON emergency_subcategories USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS emergency_subcategory_options_search_idx;
--> statement-breakpoint
CREATE INDEX emergency_subcategory_options_search_idx ON emergency_subcategory_options USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'C'))) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS council_members_search_idx;
--> statement-breakpoint
CREATE INDEX council_members_search_idx ON council_members USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, role), 'B') || setweight(to_tsvector('english'::regconfig, ward), 'B') || setweight(to_tsvector('english'::regconfig, bio), 'C'))) WHERE is_active;
