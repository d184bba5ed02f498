-- CreateTable
CREATE TABLE "Coupon" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    "courses" TEXT,
    "cohortId" TEXT,
    "validFrom" TEXT,
    "validTo" TEXT,
    "maxUses" INTEGER,
    "maxUsesPerEmail" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT,
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CouponUse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "couponId" TEXT NOT NULL,
    "enrolmentId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "discountPaise" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" DATETIME,
    CONSTRAINT "CouponUse_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CouponUse_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enrolmentId" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "by" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Refund_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TaxSeries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TaxDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "financialYear" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL,
    "enrolmentId" TEXT NOT NULL,
    "paymentId" TEXT,
    "invoiceId" TEXT,
    "refundId" TEXT,
    "supplierName" TEXT NOT NULL,
    "supplierAddress" TEXT NOT NULL,
    "supplierGstin" TEXT NOT NULL,
    "supplierState" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerAddress" TEXT NOT NULL,
    "buyerState" TEXT NOT NULL,
    "buyerGstin" TEXT,
    "placeOfSupply" TEXT NOT NULL,
    "sac" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "rateBp" INTEGER NOT NULL,
    "listPaise" INTEGER NOT NULL DEFAULT 0,
    "discountPaise" INTEGER NOT NULL DEFAULT 0,
    "taxablePaise" INTEGER NOT NULL,
    "cgstPaise" INTEGER NOT NULL DEFAULT 0,
    "sgstPaise" INTEGER NOT NULL DEFAULT 0,
    "igstPaise" INTEGER NOT NULL DEFAULT 0,
    "totalPaise" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TaxDocument_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TaxDocument_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "TaxDocument" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Enrolment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "reference" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "cohort" TEXT NOT NULL,
    "batch" INTEGER NOT NULL,
    "cohortId" TEXT,
    "batchId" TEXT,
    "overCapacity" BOOLEAN NOT NULL DEFAULT false,
    "fullName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "parentName" TEXT,
    "amountPaise" INTEGER NOT NULL,
    "mrpPaise" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "tier" TEXT,
    "quotedAt" DATETIME NOT NULL,
    "quoteExpiresAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending_payment',
    "userId" TEXT,
    "referralCode" TEXT,
    "referrerId" TEXT,
    "referralDiscountPaise" INTEGER NOT NULL DEFAULT 0,
    "couponId" TEXT,
    "couponCode" TEXT,
    "couponDiscountPaise" INTEGER NOT NULL DEFAULT 0,
    "billingAddress" TEXT,
    "billingState" TEXT,
    "billingGstin" TEXT,
    "refundedPaise" INTEGER NOT NULL DEFAULT 0,
    "paidAt" DATETIME,
    "holdExpiresAt" DATETIME,
    "holdReleasedAt" DATETIME,
    "ipHash" TEXT,
    "userAgent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Enrolment_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enrolment_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enrolment_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Enrolment" ("amountPaise", "batch", "batchId", "cohort", "cohortId", "course", "createdAt", "currency", "email", "fullName", "holdExpiresAt", "holdReleasedAt", "id", "ipHash", "mrpPaise", "overCapacity", "paidAt", "parentName", "phone", "quoteExpiresAt", "quotedAt", "reference", "referralCode", "referralDiscountPaise", "referrerId", "status", "tier", "updatedAt", "userAgent", "userId") SELECT "amountPaise", "batch", "batchId", "cohort", "cohortId", "course", "createdAt", "currency", "email", "fullName", "holdExpiresAt", "holdReleasedAt", "id", "ipHash", "mrpPaise", "overCapacity", "paidAt", "parentName", "phone", "quoteExpiresAt", "quotedAt", "reference", "referralCode", "referralDiscountPaise", "referrerId", "status", "tier", "updatedAt", "userAgent", "userId" FROM "Enrolment";
DROP TABLE "Enrolment";
ALTER TABLE "new_Enrolment" RENAME TO "Enrolment";
CREATE UNIQUE INDEX "Enrolment_reference_key" ON "Enrolment"("reference");
CREATE INDEX "Enrolment_email_course_cohort_idx" ON "Enrolment"("email", "course", "cohort");
CREATE INDEX "Enrolment_status_createdAt_idx" ON "Enrolment"("status", "createdAt");
CREATE INDEX "Enrolment_userId_idx" ON "Enrolment"("userId");
CREATE INDEX "Enrolment_batchId_status_idx" ON "Enrolment"("batchId", "status");
CREATE INDEX "Enrolment_status_holdExpiresAt_idx" ON "Enrolment"("status", "holdExpiresAt");
CREATE INDEX "Enrolment_cohortId_idx" ON "Enrolment"("cohortId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");

-- CreateIndex
CREATE UNIQUE INDEX "CouponUse_enrolmentId_key" ON "CouponUse"("enrolmentId");

-- CreateIndex
CREATE INDEX "CouponUse_couponId_releasedAt_idx" ON "CouponUse"("couponId", "releasedAt");

-- CreateIndex
CREATE INDEX "CouponUse_couponId_email_idx" ON "CouponUse"("couponId", "email");

-- CreateIndex
CREATE INDEX "Refund_createdAt_idx" ON "Refund"("createdAt");

-- CreateIndex
CREATE INDEX "Refund_enrolmentId_idx" ON "Refund"("enrolmentId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_number_key" ON "TaxDocument"("number");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_paymentId_key" ON "TaxDocument"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_refundId_key" ON "TaxDocument"("refundId");

-- CreateIndex
CREATE INDEX "TaxDocument_kind_issuedAt_idx" ON "TaxDocument"("kind", "issuedAt");

-- CreateIndex
CREATE INDEX "TaxDocument_enrolmentId_idx" ON "TaxDocument"("enrolmentId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_series_seq_key" ON "TaxDocument"("series", "seq");
