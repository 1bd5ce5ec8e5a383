-- The company-ad quota and the ads counts of company screens count a company's undeleted company ads (issue 13).
CREATE INDEX "ads_company_quota_idx" ON "ads" USING btree ("company_id") WHERE "ads"."type" = 2 and "ads"."deleted_at" is null;
