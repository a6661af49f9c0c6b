-- What each stored file was uploaded as. Rows from before are told by what refers to them: a
-- resident's upload; a document's file, now or once (the audit log of documents names every file
-- a document has had, so one left behind by a deleted document or a replaced file stays private);
-- anything else that is not an image type was uploaded for a document. The rest are images.
ALTER TABLE "stored_files" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "stored_files" AS f SET "kind" = CASE
  WHEN EXISTS (SELECT 1 FROM "uploads" AS u WHERE u."file_id" = f."id") THEN 'upload'
  WHEN EXISTS (SELECT 1 FROM "documents" AS d WHERE d."file_id" = f."id") THEN 'document'
  WHEN f."id"::text IN (
    SELECT a."before"->>'file_id' FROM "audit_log" AS a WHERE a."resource" = 'documents' AND a."before" IS NOT NULL
    UNION
    SELECT a."after"->>'file_id' FROM "audit_log" AS a WHERE a."resource" = 'documents' AND a."after" IS NOT NULL
  ) THEN 'document'
  WHEN f."content_type" NOT IN ('image/jpeg', 'image/png', 'image/webp') THEN 'document'
  ELSE 'image'
END;--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_kind_valid" CHECK ("kind" IN ('image', 'document', 'upload'));
